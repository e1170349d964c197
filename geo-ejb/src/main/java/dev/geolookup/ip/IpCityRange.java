package dev.geolookup.ip;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A DB-IP City Lite range of addresses, inclusive, and the place it is located at. */
@Entity
@Table(name = "ip_city_range")
@NamedQuery(name = IpCityRange.IN_ORDER, query = "select new dev.geolookup.ip.IpCityRow(r.rangeStart, r.rangeEnd, "
        + "r.countryCode, r.region, r.district, r.city, r.postalCode, r.latitude, r.longitude) from IpCityRange r "
        + "order by r.ipVersion, r.rangeStart")
public class IpCityRange extends AddressRangeColumns {

    /** Every range, as the read model packs them: IPv4 first, each family by first address. */
    public static final String IN_ORDER = "IpCityRange.inOrder";

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
