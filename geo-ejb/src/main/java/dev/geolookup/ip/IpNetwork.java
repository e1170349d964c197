package dev.geolookup.ip;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A range of addresses, inclusive, announced by one autonomous system, and the organisation that runs it. */
@Entity
@Table(name = "ip_network")
@NamedQuery(name = IpNetwork.IN_ORDER, query = "select new dev.geolookup.ip.IpNetworkRow(n.rangeStart, n.rangeEnd, "
        + "n.asn, n.organization) from IpNetwork n order by n.ipVersion, n.rangeStart")
public class IpNetwork extends AddressRangeColumns {

    /** Every range, as the read model packs them: IPv4 first, each family by first address. */
    public static final String IN_ORDER = "IpNetwork.inOrder";

    private long asn;

    private String organization;

    protected IpNetwork() {
    }

}
