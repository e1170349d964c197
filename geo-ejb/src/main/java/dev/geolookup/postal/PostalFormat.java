package dev.geolookup.postal;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** The postal-code format of a country, from GeoNames countryInfo; the other columns serve nothing here. */
@Entity
@Table(name = "country_info")
public class PostalFormat {

    public static final String ALL = "select f from PostalFormat f";

    @Id
    @Column(name = "iso_alpha2")
    private String countryCode;

    /** GeoNames' notation: # a digit, @ a letter, | between alternatives. */
    @Column(name = "postal_code_format")
    private String format;

    @Column(name = "postal_code_regex")
    private String regex;

    protected PostalFormat() {
    }

    public String getCountryCode() { return countryCode; }
    public String getFormat() { return format; }
    public String getRegex() { return regex; }
}
