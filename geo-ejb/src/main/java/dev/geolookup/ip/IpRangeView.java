package dev.geolookup.ip;

import dev.geolookup.readmodel.StringDictionary;
import inet.ipaddr.IPAddress;

import java.time.Instant;
import java.time.YearMonth;

/** The DB-IP country of every range of addresses (AddressRanges, the value a country number). */
public final class IpRangeView {

    public static final IpRangeView EMPTY = new Builder(0, null, null).build();

    private final long version;
    private final String source;
    private final YearMonth dataMonth;
    private final Instant importedAt;
    private final AddressRanges ranges;
    private final StringDictionary countries;

    private IpRangeView(Builder builder) {
        version = builder.version;
        source = builder.source;
        dataMonth = IpDataMonth.of(builder.source);
        importedAt = builder.importedAt;
        ranges = builder.ranges.build();
        countries = builder.countries.build();
    }

    public long version() { return version; }
    public String source() { return source; }
    /** The month the data was built, where its source says; null otherwise. */
    public YearMonth dataMonth() { return dataMonth; }
    public Instant importedAt() { return importedAt; }
    public int ipv4Ranges() { return ranges.ipv4Ranges(); }
    public int ipv6Ranges() { return ranges.ipv6Ranges(); }
    public int size() { return ipv4Ranges() + ipv6Ranges(); }

    /** The country code of the range holding the address, or null when no range does. */
    public String countryOf(IPAddress address) {
        return countryOf(ranges.valueOf(address));
    }

    /** The country of an address given as 4 or 16 bytes in network byte order, or null. */
    public String countryOf(byte[] address) {
        return address.length == 4 ? countryOfIpv4(AddressRanges.intAt(address, 0))
                : countryOfIpv6(AddressRanges.longAt(address, 0), AddressRanges.longAt(address, 8));
    }

    /** The country of an IPv4 address given as its 32 bits. */
    public String countryOfIpv4(int address) {
        return countryOf(ranges.valueOfIpv4(address));
    }

    /** The country of an IPv6 address given as its high and low 64 bits. */
    public String countryOfIpv6(long high, long low) {
        return countryOf(ranges.valueOfIpv6(high, low));
    }

    private String countryOf(int number) {
        return number == AddressRanges.NONE ? null : countries.value(number);
    }

    /** Packs ranges given in ascending order within each family. */
    public static final class Builder {

        private final long version;
        private final String source;
        private final Instant importedAt;
        private final AddressRanges.Builder ranges = new AddressRanges.Builder();
        private final StringDictionary.Builder countries = new StringDictionary.Builder();

        public Builder(long version, String source, Instant importedAt) {
            this.version = version;
            this.source = source;
            this.importedAt = importedAt;
        }

        public void add(IpRangeRow row) {
            ranges.add(row.rangeStart(), row.rangeEnd(), countries.numberOf(row.countryCode()));
        }

        public IpRangeView build() {
            return new IpRangeView(this);
        }
    }
}
