package dev.geolookup.postal;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** One entry of the GeoNames postal-code dump: a code and a place it names (one code can name several). */
@Entity
@Table(name = "postal_code")
@NamedQuery(name = PostalCode.BY_CODE_KEY, query = "select new dev.geolookup.postal.PostalRow(p.countryCode, "
        + "p.postalCode, p.codeKey, p.placeName, p.adminName1, p.adminCode1, p.adminName2, p.adminCode2, "
        + "p.adminName3, p.adminCode3, p.latitude, p.longitude, p.accuracy) from PostalCode p "
        + "order by p.codeKey, p.countryCode, p.id")
public class PostalCode {

    /** Every entry, as the read model packs them: by lookup key, then country, then file order. */
    public static final String BY_CODE_KEY = "PostalCode.byCodeKey";

    @Id
    private long id;
    @Column(name = "country_code")
    private String countryCode;
    @Column(name = "postal_code")
    private String postalCode;
    /** The code upper-cased without spaces: the form lookups compare. */
    @Column(name = "code_key")
    private String codeKey;
    @Column(name = "place_name")
    private String placeName;
    @Column(name = "admin_name1")
    private String adminName1;
    @Column(name = "admin_code1")
    private String adminCode1;
    @Column(name = "admin_name2")
    private String adminName2;
    @Column(name = "admin_code2")
    private String adminCode2;
    @Column(name = "admin_name3")
    private String adminName3;
    @Column(name = "admin_code3")
    private String adminCode3;
    private Double latitude;
    private Double longitude;
    private Integer accuracy;

    protected PostalCode() {
    }

    public long getId() { return id; }
    public String getCountryCode() { return countryCode; }
    public String getPostalCode() { return postalCode; }
    public String getCodeKey() { return codeKey; }
    public String getPlaceName() { return placeName; }
    public Double getLatitude() { return latitude; }
    public Double getLongitude() { return longitude; }
    public Integer getAccuracy() { return accuracy; }
}
