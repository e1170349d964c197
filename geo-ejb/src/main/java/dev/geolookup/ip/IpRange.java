package dev.geolookup.ip;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A DB-IP range of addresses, inclusive, and the country it belongs to. */
@Entity
@Table(name = "ip_range")
@NamedQuery(name = IpRange.IN_ORDER, query = "select new dev.geolookup.ip.IpRangeRow(r.ipVersion, r.rangeStart, "
        + "r.rangeEnd, r.countryCode) from IpRange r order by r.ipVersion, r.rangeStart")
public class IpRange {

    /** Every range, as the read model packs them: IPv4 first, each family by first address. */
    public static final String IN_ORDER = "IpRange.inOrder";

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

    protected IpRange() {
    }

    public int getIpVersion() { return ipVersion; }
    public String getCountryCode() { return countryCode; }
}
