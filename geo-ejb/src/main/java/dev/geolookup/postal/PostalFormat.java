package dev.geolookup.postal;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** The postal-code format of a country, from GeoNames countryInfo; the other columns serve nothing here. */
@Entity
@Table(name = "country_info")
@NamedQuery(name = PostalFormat.ALL, query = "select f from PostalFormat f")
public class PostalFormat {

    public static final String ALL = "PostalFormat.all";

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

    public PostalFormat(String countryCode, String format, String regex) {
        this.countryCode = countryCode;
        this.format = format;
        this.regex = regex;
    }

    public String getCountryCode() { return countryCode; }
    public String getFormat() { return format; }
    public String getRegex() { return regex; }
}
