package dev.geolookup.ip;

import jakarta.persistence.Column;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/**
 * The columns every table of address ranges has: its first address, which identifies it, its last, inclusive, and
 * the address family. Addresses are in network byte order, 4 bytes for IPv4 and 16 for IPv6, so a first address
 * never repeats across the families.
 */
@MappedSuperclass
public abstract class AddressRangeColumns {

    @Id
    @Column(name = "range_start")
    private byte[] rangeStart;

    @Column(name = "ip_version")
    private int ipVersion;

    @Column(name = "range_end")
    private byte[] rangeEnd;

    protected AddressRangeColumns() {
    }
}
