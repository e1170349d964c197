package dev.geolookup.ip;

import dev.geolookup.readmodel.StringDictionary;
import inet.ipaddr.IPAddress;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * Which autonomous system announces each range of addresses: AddressRanges whose value is the range's position, the
 * AS number and organisation of each range, and the ranges of each AS number in order (for /asn/{number}).
 */
public final class IpNetworkView {

    public static final IpNetworkView EMPTY = new Builder(IpDataRelease.NONE).build();

    private final IpDataRelease release;
    private final AddressRanges ranges;
    private final int[] asn;
    private final int[] organization;
    private final StringDictionary organizations;
    /** Range positions ordered by AS number, then by position. */
    private final int[] byAsn;

    private IpNetworkView(Builder builder) {
        release = builder.release;
        ranges = builder.ranges.build();
        asn = Arrays.copyOf(builder.asn, builder.size);
        organization = Arrays.copyOf(builder.organization, builder.size);
        organizations = builder.organizations.build();
        byAsn = IntStream.range(0, builder.size).boxed()
                .sorted((a, b) -> Integer.compareUnsigned(asn[a], asn[b]) != 0
                        ? Integer.compareUnsigned(asn[a], asn[b]) : Integer.compare(a, b))
                .mapToInt(Integer::intValue).toArray();
    }

    public IpDataRelease release() { return release; }
    public long version() { return release.version(); }
    public int ipv4Ranges() { return ranges.ipv4Ranges(); }
    public int ipv6Ranges() { return ranges.ipv6Ranges(); }
    public int size() { return asn.length; }
    public AddressRanges ranges() { return ranges; }

    /** The position of the range holding the address, or AddressRanges.NONE. */
    public int rangeOf(IPAddress address) {
        return ranges.valueOf(address);
    }

    public long asn(int range) { return Integer.toUnsignedLong(asn[range]); }
    public String organization(int range) { return organizations.value(organization[range]); }
    public byte[] first(int range) { return ranges.first(range); }
    public byte[] last(int range) { return ranges.last(range); }

    /** The positions of the ranges of one AS, in address order (IPv4 first); empty when it announces none. */
    public int[] rangesOf(long number) {
        if (number < 0 || number > 0xFFFF_FFFFL) {
            return new int[0];
        }
        int key = (int) number;
        int low = 0;
        int high = byAsn.length;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (Integer.compareUnsigned(asn[byAsn[middle]], key) < 0) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        int end = low;
        while (end < byAsn.length && asn[byAsn[end]] == key) {
            end++;
        }
        return Arrays.copyOfRange(byAsn, low, end);
    }

    /** Bytes of the arrays, for the memory report (the organisations' strings not counted). */
    public long bytes() {
        return ranges.bytes() + 12L * asn.length;
    }

    /** Packs ranges given IPv4 first, then IPv6, each family in ascending order. */
    public static final class Builder {

        private final IpDataRelease release;
        private final AddressRanges.Builder ranges = new AddressRanges.Builder();
        private final StringDictionary.Builder organizations = new StringDictionary.Builder();
        private int size;
        private int[] asn = new int[1024];
        private int[] organization = new int[1024];

        public Builder(IpDataRelease release) {
            this.release = release;
        }

        public void add(IpNetworkRow row) {
            if (size == asn.length) {
                asn = Arrays.copyOf(asn, size * 2);
                organization = Arrays.copyOf(organization, size * 2);
            }
            asn[size] = (int) row.asn();
            organization[size] = organizations.numberOf(row.organization());
            ranges.add(row.rangeStart(), row.rangeEnd(), size++);
        }

        public IpNetworkView build() {
            return new IpNetworkView(this);
        }
    }
}
