package dev.geolookup.country;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;

/** A country's common and official name in one language of the world-countries file (ISO 639-3 code). */
@Embeddable
public class CountryNameTranslation {

    @Column(name = "language_code")
    private String languageCode;

    @Column(name = "common_name")
    private String commonName;

    @Column(name = "official_name")
    private String officialName;

    protected CountryNameTranslation() {
    }

    public CountryNameTranslation(String languageCode, String commonName, String officialName) {
        this.languageCode = languageCode;
        this.commonName = commonName;
        this.officialName = officialName;
    }

    public String getLanguageCode() { return languageCode; }
    public String getCommonName() { return commonName; }
    public String getOfficialName() { return officialName; }
}
