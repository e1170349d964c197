package dev.geolookup.ip;

import dev.geolookup.readmodel.StringDictionary;
import inet.ipaddr.IPAddress;

import java.time.Instant;
import java.time.YearMonth;
import java.util.Arrays;

/**
 * The DB-IP ranges of each address family as sorted arrays of first and last addresses, searched by binary
 * search. Addresses are stored with their sign bit flipped, so signed comparison orders them as unsigned numbers.
 */
public final class IpRangeView {

    public static final IpRangeView EMPTY = new Builder(0, null, null).build();

    private final long version;
    private final String source;
    private final YearMonth dataMonth;
    private final Instant importedAt;
    private final int[] v4Starts;
    private final int[] v4Ends;
    private final short[] v4Countries;
    private final long[] v6StartHigh;
    private final long[] v6StartLow;
    private final long[] v6EndHigh;
    private final long[] v6EndLow;
    private final short[] v6Countries;
    private final StringDictionary countries;

    private IpRangeView(Builder builder) {
        version = builder.version;
        source = builder.source;
        dataMonth = IpDataMonth.of(builder.source);
        importedAt = builder.importedAt;
        v4Starts = Arrays.copyOf(builder.v4Starts, builder.v4Size);
        v4Ends = Arrays.copyOf(builder.v4Ends, builder.v4Size);
        v4Countries = Arrays.copyOf(builder.v4Countries, builder.v4Size);
        v6StartHigh = Arrays.copyOf(builder.v6StartHigh, builder.v6Size);
        v6StartLow = Arrays.copyOf(builder.v6StartLow, builder.v6Size);
        v6EndHigh = Arrays.copyOf(builder.v6EndHigh, builder.v6Size);
        v6EndLow = Arrays.copyOf(builder.v6EndLow, builder.v6Size);
        v6Countries = Arrays.copyOf(builder.v6Countries, builder.v6Size);
        countries = builder.countries.build();
    }

    public long version() { return version; }
    public String source() { return source; }
    /** The month the data was built, where its source says; null otherwise. */
    public YearMonth dataMonth() { return dataMonth; }
    public Instant importedAt() { return importedAt; }
    public int ipv4Ranges() { return v4Starts.length; }
    public int ipv6Ranges() { return v6StartHigh.length; }
    public int size() { return ipv4Ranges() + ipv6Ranges(); }

    /** The country code of the range holding the address, or null when no range does. */
    public String countryOf(IPAddress address) {
        byte[] bytes = address.getBytes();
        return address.isIPv4() ? countryOfIpv4(intAt(bytes, 0)) : countryOfIpv6(longAt(bytes, 0), longAt(bytes, 8));
    }

    /** The country of an IPv4 address given as its 32 bits. */
    public String countryOfIpv4(int address) {
        int key = address ^ Integer.MIN_VALUE;
        int slot = Arrays.binarySearch(v4Starts, key);
        int range = slot >= 0 ? slot : -slot - 2;
        return range >= 0 && key <= v4Ends[range] ? countries.value(v4Countries[range]) : null;
    }

    /** The country of an IPv6 address given as its high and low 64 bits. */
    public String countryOfIpv6(long high, long low) {
        long keyHigh = high ^ Long.MIN_VALUE;
        long keyLow = low ^ Long.MIN_VALUE;
        int lowSlot = 0;
        int highSlot = v6StartHigh.length - 1;
        int range = -1;
        while (lowSlot <= highSlot) {
            int middle = (lowSlot + highSlot) >>> 1;
            if (compare(v6StartHigh[middle], v6StartLow[middle], keyHigh, keyLow) <= 0) {
                range = middle;
                lowSlot = middle + 1;
            } else {
                highSlot = middle - 1;
            }
        }
        return range >= 0 && compare(keyHigh, keyLow, v6EndHigh[range], v6EndLow[range]) <= 0
                ? countries.value(v6Countries[range]) : null;
    }

    private static int compare(long high, long low, long otherHigh, long otherLow) {
        return high != otherHigh ? Long.compare(high, otherHigh) : Long.compare(low, otherLow);
    }

    private static int intAt(byte[] bytes, int from) {
        return (bytes[from] & 0xFF) << 24 | (bytes[from + 1] & 0xFF) << 16 | (bytes[from + 2] & 0xFF) << 8
                | (bytes[from + 3] & 0xFF);
    }

    private static long longAt(byte[] bytes, int from) {
        return (long) intAt(bytes, from) << 32 | (intAt(bytes, from + 4) & 0xFFFFFFFFL);
    }

    /** Packs ranges given in ascending order within each family. */
    public static final class Builder {

        private final long version;
        private final String source;
        private final Instant importedAt;
        private int v4Size;
        private int[] v4Starts = new int[1024];
        private int[] v4Ends = new int[1024];
        private short[] v4Countries = new short[1024];
        private int v6Size;
        private long[] v6StartHigh = new long[1024];
        private long[] v6StartLow = new long[1024];
        private long[] v6EndHigh = new long[1024];
        private long[] v6EndLow = new long[1024];
        private short[] v6Countries = new short[1024];
        private final StringDictionary.Builder countries = new StringDictionary.Builder();

        public Builder(long version, String source, Instant importedAt) {
            this.version = version;
            this.source = source;
            this.importedAt = importedAt;
        }

        public void add(IpRangeRow row) {
            short country = (short) countries.numberOf(row.countryCode());
            if (row.ipVersion() == 4) {
                if (v4Size == v4Starts.length) {
                    v4Starts = Arrays.copyOf(v4Starts, v4Size * 2);
                    v4Ends = Arrays.copyOf(v4Ends, v4Size * 2);
                    v4Countries = Arrays.copyOf(v4Countries, v4Size * 2);
                }
                v4Starts[v4Size] = intAt(row.rangeStart(), 0) ^ Integer.MIN_VALUE;
                v4Ends[v4Size] = intAt(row.rangeEnd(), 0) ^ Integer.MIN_VALUE;
                v4Countries[v4Size++] = country;
            } else {
                if (v6Size == v6StartHigh.length) {
                    v6StartHigh = Arrays.copyOf(v6StartHigh, v6Size * 2);
                    v6StartLow = Arrays.copyOf(v6StartLow, v6Size * 2);
                    v6EndHigh = Arrays.copyOf(v6EndHigh, v6Size * 2);
                    v6EndLow = Arrays.copyOf(v6EndLow, v6Size * 2);
                    v6Countries = Arrays.copyOf(v6Countries, v6Size * 2);
                }
                v6StartHigh[v6Size] = longAt(row.rangeStart(), 0) ^ Long.MIN_VALUE;
                v6StartLow[v6Size] = longAt(row.rangeStart(), 8) ^ Long.MIN_VALUE;
                v6EndHigh[v6Size] = longAt(row.rangeEnd(), 0) ^ Long.MIN_VALUE;
                v6EndLow[v6Size] = longAt(row.rangeEnd(), 8) ^ Long.MIN_VALUE;
                v6Countries[v6Size++] = country;
            }
        }

        public IpRangeView build() {
            return new IpRangeView(this);
        }
    }
}
