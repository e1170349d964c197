package dev.geolookup.country;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.JoinTable;
import jakarta.persistence.ManyToMany;
import jakarta.persistence.MapKeyColumn;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.OrderBy;
import jakarta.persistence.OrderColumn;
import jakarta.persistence.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A country as the REST Countries v2 dataset describes it; the system of record behind the country read model. */
@Entity
@Table(name = "country")
@NamedQuery(name = Country.ALL_IN_SOURCE_ORDER, query = "SELECT c FROM Country c ORDER BY c.sourcePosition")
public class Country {

    public static final String ALL_IN_SOURCE_ORDER = "Country.allInSourceOrder";

    @Id
    @Column(name = "alpha2_code", length = 2)
    private String alpha2Code;

    @Column(name = "alpha3_code", length = 3, nullable = false)
    private String alpha3Code;

    /** Position in the imported file; the default order of every list answer. */
    @Column(name = "source_position", nullable = false)
    private int sourcePosition;

    @Column(nullable = false)
    private String name;

    @Column(name = "native_name")
    private String nativeName;

    @Column(name = "numeric_code", length = 3)
    private String numericCode;

    @Column(length = 3)
    private String cioc;

    private String capital;
    private String region;
    private String subregion;

    @Column(nullable = false)
    private long population;

    private Double latitude;
    private Double longitude;
    private String demonym;
    private Double area;

    @Column(name = "flag_svg")
    private String flagSvg;

    @Column(name = "flag_png")
    private String flagPng;

    @Column(name = "google_maps")
    private String googleMaps;

    @Column(name = "open_street_maps")
    private String openStreetMaps;

    @ElementCollection
    @CollectionTable(name = "country_top_level_domain", joinColumns = @JoinColumn(name = "alpha2_code"))
    @OrderColumn(name = "position")
    @Column(name = "top_level_domain")
    private List<String> topLevelDomains = new ArrayList<>();

    @ElementCollection
    @CollectionTable(name = "country_calling_code", joinColumns = @JoinColumn(name = "alpha2_code"))
    @OrderColumn(name = "position")
    @Column(name = "calling_code")
    private List<String> callingCodes = new ArrayList<>();

    @ElementCollection
    @CollectionTable(name = "country_alt_spelling", joinColumns = @JoinColumn(name = "alpha2_code"))
    @OrderColumn(name = "position")
    @Column(name = "alt_spelling")
    private List<String> altSpellings = new ArrayList<>();

    @ElementCollection
    @CollectionTable(name = "country_timezone", joinColumns = @JoinColumn(name = "alpha2_code"))
    @OrderColumn(name = "position")
    @Column(name = "timezone")
    private List<String> timezones = new ArrayList<>();

    @ElementCollection
    @CollectionTable(name = "country_border", joinColumns = @JoinColumn(name = "alpha2_code"))
    @OrderColumn(name = "position")
    @Column(name = "border_alpha3")
    private List<String> borders = new ArrayList<>();

    @ElementCollection
    @CollectionTable(name = "country_currency", joinColumns = @JoinColumn(name = "alpha2_code"))
    @OrderColumn(name = "position")
    private List<Currency> currencies = new ArrayList<>();

    @ElementCollection
    @CollectionTable(name = "country_language", joinColumns = @JoinColumn(name = "alpha2_code"))
    @OrderColumn(name = "position")
    private List<SpokenLanguage> languages = new ArrayList<>();

    @ElementCollection
    @CollectionTable(name = "country_translation", joinColumns = @JoinColumn(name = "alpha2_code"))
    @MapKeyColumn(name = "language_code")
    @Column(name = "translation")
    private Map<String, String> translations = new TreeMap<>();

    @ElementCollection
    @CollectionTable(name = "country_name_translation", joinColumns = @JoinColumn(name = "alpha2_code"))
    @OrderBy("languageCode")
    private List<CountryNameTranslation> nameTranslations = new ArrayList<>();

    @ManyToMany
    @JoinTable(name = "country_regional_bloc",
            joinColumns = @JoinColumn(name = "alpha2_code"),
            inverseJoinColumns = @JoinColumn(name = "acronym"))
    @OrderColumn(name = "position")
    private List<RegionalBloc> regionalBlocs = new ArrayList<>();

    protected Country() {
    }

    public Country(String alpha2Code, String alpha3Code, String name, int sourcePosition) {
        this.alpha2Code = alpha2Code;
        this.alpha3Code = alpha3Code;
        this.name = name;
        this.sourcePosition = sourcePosition;
    }

    public String getAlpha2Code() { return alpha2Code; }
    public String getAlpha3Code() { return alpha3Code; }
    public int getSourcePosition() { return sourcePosition; }
    public String getName() { return name; }
    public String getNativeName() { return nativeName; }
    public void setNativeName(String nativeName) { this.nativeName = nativeName; }
    public String getNumericCode() { return numericCode; }
    public void setNumericCode(String numericCode) { this.numericCode = numericCode; }
    public String getCioc() { return cioc; }
    public void setCioc(String cioc) { this.cioc = cioc; }
    public String getCapital() { return capital; }
    public void setCapital(String capital) { this.capital = capital; }
    public String getRegion() { return region; }
    public void setRegion(String region) { this.region = region; }
    public String getSubregion() { return subregion; }
    public void setSubregion(String subregion) { this.subregion = subregion; }
    public long getPopulation() { return population; }
    public void setPopulation(long population) { this.population = population; }
    public Double getLatitude() { return latitude; }
    public Double getLongitude() { return longitude; }
    public void setLatLng(Double latitude, Double longitude) { this.latitude = latitude; this.longitude = longitude; }
    public String getDemonym() { return demonym; }
    public void setDemonym(String demonym) { this.demonym = demonym; }
    public Double getArea() { return area; }
    public void setArea(Double area) { this.area = area; }
    public String getFlagSvg() { return flagSvg; }
    public String getFlagPng() { return flagPng; }
    public void setFlags(String svg, String png) { this.flagSvg = svg; this.flagPng = png; }
    public String getGoogleMaps() { return googleMaps; }
    public String getOpenStreetMaps() { return openStreetMaps; }
    public void setMaps(String google, String openStreet) { this.googleMaps = google; this.openStreetMaps = openStreet; }
    public List<String> getTopLevelDomains() { return topLevelDomains; }
    public List<String> getCallingCodes() { return callingCodes; }
    public List<String> getAltSpellings() { return altSpellings; }
    public List<String> getTimezones() { return timezones; }
    public List<String> getBorders() { return borders; }
    public List<Currency> getCurrencies() { return currencies; }
    public List<SpokenLanguage> getLanguages() { return languages; }
    public Map<String, String> getTranslations() { return translations; }
    public List<CountryNameTranslation> getNameTranslations() { return nameTranslations; }
    public List<RegionalBloc> getRegionalBlocs() { return regionalBlocs; }
}
