package dev.geolookup.ip;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A DB-IP range of addresses, inclusive, and the country it belongs to. */
@Entity
@Table(name = "ip_range")
@NamedQuery(name = IpRange.IN_ORDER, query = "select new dev.geolookup.ip.IpRangeRow(r.ipVersion, r.rangeStart, "
        + "r.rangeEnd, r.countryCode) from IpRange r order by r.ipVersion, r.rangeStart")
public class IpRange extends AddressRangeColumns {

    /** Every range, as the read model packs them: IPv4 first, each family by first address. */
    public static final String IN_ORDER = "IpRange.inOrder";

    @Column(name = "country_code")
    private String countryCode;

    protected IpRange() {
    }

    public String getCountryCode() { return countryCode; }
}
