package dev.geolookup.country;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;

/** A language spoken in a country, with its ISO 639-1 and 639-2 codes. */
@Embeddable
public class SpokenLanguage {

    @Column(name = "iso639_1")
    private String iso639_1;

    @Column(name = "iso639_2")
    private String iso639_2;

    private String name;

    @Column(name = "native_name")
    private String nativeName;

    protected SpokenLanguage() {
    }

    public SpokenLanguage(String iso639_1, String iso639_2, String name, String nativeName) {
        this.iso639_1 = iso639_1;
        this.iso639_2 = iso639_2;
        this.name = name;
        this.nativeName = nativeName;
    }

    public String getIso639_1() { return iso639_1; }
    public String getIso639_2() { return iso639_2; }
    public String getName() { return name; }
    public String getNativeName() { return nativeName; }
}
