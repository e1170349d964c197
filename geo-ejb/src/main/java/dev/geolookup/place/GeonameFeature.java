package dev.geolookup.place;

import jakarta.persistence.Column;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

import java.time.LocalDate;

/** The columns of the GeoNames geoname table that places and cities share. */
@MappedSuperclass
public abstract class GeonameFeature {

    @Id
    @Column(name = "geoname_id")
    private long geonameId;

    private String name;

    @Column(name = "ascii_name")
    private String asciiName;

    @Column(name = "feature_class")
    private String featureClass;

    @Column(name = "feature_code")
    private String featureCode;

    @Column(name = "country_code")
    private String countryCode;

    @Column(name = "admin1_code")
    private String admin1Code;

    @Column(name = "admin2_code")
    private String admin2Code;

    private double latitude;
    private double longitude;
    private long population;
    private String timezone;
    private LocalDate modified;

    @Column(name = "alternate_names")
    private String alternateNames;

    protected GeonameFeature() {
    }

    public long getGeonameId() { return geonameId; }
    public String getName() { return name; }
    public String getAsciiName() { return asciiName; }
    public String getFeatureClass() { return featureClass; }
    public String getFeatureCode() { return featureCode; }
    public String getCountryCode() { return countryCode; }
    public String getAdmin1Code() { return admin1Code; }
    public String getAdmin2Code() { return admin2Code; }
    public double getLatitude() { return latitude; }
    public double getLongitude() { return longitude; }
    public long getPopulation() { return population; }
    public String getTimezone() { return timezone; }
    public LocalDate getModified() { return modified; }
    public String getAlternateNames() { return alternateNames; }
}
