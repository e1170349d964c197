package dev.geolookup.place;

import jakarta.persistence.Column;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/** An administrative division of GeoNames by its code ("CC.A1" for a first level, "CC.A1.A2" for a second). */
@MappedSuperclass
public abstract class AdminDivision {

    @Id
    private String code;

    private String name;

    @Column(name = "ascii_name")
    private String asciiName;

    @Column(name = "geoname_id")
    private Long geonameId;

    protected AdminDivision() {
    }

    public String getCode() { return code; }
    public String getName() { return name; }
    public String getAsciiName() { return asciiName; }
    public Long getGeonameId() { return geonameId; }
}
