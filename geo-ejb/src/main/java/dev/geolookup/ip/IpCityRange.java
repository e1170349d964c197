package dev.geolookup.ip;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A DB-IP City Lite range of addresses, inclusive, and the place it is located at. */
@Entity
@Table(name = "ip_city_range")
@NamedQuery(name = IpCityRange.IN_ORDER, query = "select new dev.geolookup.ip.IpCityRow(r.rangeStart, r.rangeEnd, "
        + "r.countryCode, r.region, r.district, r.city, r.postalCode, r.latitude, r.longitude) from IpCityRange r "
        + "order by r.ipVersion, r.rangeStart")
public class IpCityRange {

    /** Every range, as the read model packs them: IPv4 first, each family by first address. */
    public static final String IN_ORDER = "IpCityRange.inOrder";

    /** Network byte order; 4 bytes for IPv4 and 16 for IPv6, so a start never repeats across the families. */
    @Id
    @Column(name = "range_start")
    private byte[] rangeStart;

    @Column(name = "ip_version")
    private int ipVersion;

    @Column(name = "range_end")
    private byte[] rangeEnd;

    @Column(name = "country_code")
    private String countryCode;

    private String region;
    private String district;
    private String city;

    @Column(name = "postal_code")
    private String postalCode;

    private Double latitude;
    private Double longitude;

    protected IpCityRange() {
    }

}
