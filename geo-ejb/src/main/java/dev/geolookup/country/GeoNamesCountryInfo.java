package dev.geolookup.country;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/**
 * A row of GeoNames countryInfo.txt as imported: the facts GeoNames' countryInfo service gives (capital, area,
 * population, continent, languages, the country's feature and neighbours). Read only; the postal formats of the same
 * rows are {@link dev.geolookup.postal.PostalFormat}'s.
 */
@Entity
@Table(name = "country_info")
@NamedQuery(name = GeoNamesCountryInfo.ALL, query = "select c from GeoNamesCountryInfo c order by c.countryCode")
public class GeoNamesCountryInfo {

    public static final String ALL = "GeoNamesCountryInfo.all";

    @Id
    @Column(name = "iso_alpha2")
    private String countryCode;

    @Column(name = "iso_alpha3")
    private String alpha3Code;

    @Column(name = "iso_numeric")
    private String numericCode;

    private String fips;
    private String name;
    private String capital;
    private Double area;
    private Long population;
    private String continent;

    @Column(name = "currency_code")
    private String currencyCode;

    private String languages;

    @Column(name = "geoname_id")
    private Long geonameId;

    private String neighbours;

    protected GeoNamesCountryInfo() {
    }

    public String getCountryCode() { return countryCode; }
    public String getAlpha3Code() { return alpha3Code; }
    public String getNumericCode() { return numericCode; }
    public String getFips() { return fips; }
    public String getName() { return name; }
    public String getCapital() { return capital; }
    public Double getArea() { return area; }
    public Long getPopulation() { return population; }
    public String getContinent() { return continent; }
    public String getCurrencyCode() { return currencyCode; }
    public String getLanguages() { return languages; }
    public Long getGeonameId() { return geonameId; }
    public String getNeighbours() { return neighbours; }
}
