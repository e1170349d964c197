package dev.geolookup.ip;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A range of addresses, inclusive, announced by one autonomous system, and the organisation that runs it. */
@Entity
@Table(name = "ip_network")
@NamedQuery(name = IpNetwork.IN_ORDER, query = "select new dev.geolookup.ip.IpNetworkRow(n.rangeStart, n.rangeEnd, "
        + "n.asn, n.organization) from IpNetwork n order by n.ipVersion, n.rangeStart")
public class IpNetwork {

    /** Every range, as the read model packs them: IPv4 first, each family by first address. */
    public static final String IN_ORDER = "IpNetwork.inOrder";

    @Id
    @Column(name = "range_start")
    private byte[] rangeStart;

    @Column(name = "ip_version")
    private int ipVersion;

    @Column(name = "range_end")
    private byte[] rangeEnd;

    private long asn;

    private String organization;

    protected IpNetwork() {
    }

}
