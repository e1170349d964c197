package dev.geolookup.ip;

import inet.ipaddr.IPAddress;

import java.util.Arrays;
import java.util.function.IntUnaryOperator;

/**
 * Ranges of addresses of both families, each with an int value, as sorted arrays of first and last addresses
 * searched by binary search: the shape every IP read model shares. Addresses are stored with their sign bit
 * flipped, so signed comparison orders them as unsigned numbers. Where every IPv6 range starts and ends on a /64
 * boundary, only the high 64 bits are kept. A table of blocks narrows each search to the ranges starting in the
 * address's block and the one before: with millions of ranges, the search then touches a few cache lines instead
 * of twenty-odd scattered ones. IPv4 blocks are the top 16 bits; IPv6 blocks are the /23s of 2000::/3, the global
 * unicast space where every allocated range lies (addresses below and above it share the first and last block).
 */
public final class AddressRanges {

    public static final int NONE = -1;
    private static final int V4_BLOCKS = 1 << 16;
    private static final int V6_BLOCKS = 1 << 20;
    private static final long GLOBAL_UNICAST = 0x2000_0000_0000_0000L;
    private static final long ABOVE_GLOBAL_UNICAST = 0x4000_0000_0000_0000L;

    private final int[] v4Starts;
    private final int[] v4Ends;
    private final int[] v4Values;
    private final long[] v6StartHigh;
    private final long[] v6StartLow;
    private final long[] v6EndHigh;
    private final long[] v6EndLow;
    private final int[] v6Values;
    /** For each value of the top 16 bits, the first range starting at or above that block; one more at the end. */
    private final int[] v4Blocks;
    private final int[] v6Blocks;

    private AddressRanges(Builder builder) {
        v4Starts = Arrays.copyOf(builder.v4Starts, builder.v4Size);
        v4Ends = Arrays.copyOf(builder.v4Ends, builder.v4Size);
        v4Values = Arrays.copyOf(builder.v4Values, builder.v4Size);
        v6StartHigh = Arrays.copyOf(builder.v6StartHigh, builder.v6Size);
        v6EndHigh = Arrays.copyOf(builder.v6EndHigh, builder.v6Size);
        v6StartLow = builder.v6LowWordsNeeded ? Arrays.copyOf(builder.v6StartLow, builder.v6Size) : null;
        v6EndLow = builder.v6LowWordsNeeded ? Arrays.copyOf(builder.v6EndLow, builder.v6Size) : null;
        v6Values = Arrays.copyOf(builder.v6Values, builder.v6Size);
        v4Blocks = blocks(v4Starts.length, V4_BLOCKS, slot -> (v4Starts[slot] ^ Integer.MIN_VALUE) >>> 16);
        v6Blocks = blocks(v6StartHigh.length, V6_BLOCKS, slot -> v6Block(v6StartHigh[slot] ^ Long.MIN_VALUE));
    }

    /** The block of an IPv6 address by its high 64 bits: never decreasing as the address grows. */
    private static int v6Block(long high) {
        if (Long.compareUnsigned(high, GLOBAL_UNICAST) < 0) {
            return 0;
        }
        if (Long.compareUnsigned(high, ABOVE_GLOBAL_UNICAST) >= 0) {
            return V6_BLOCKS - 1;
        }
        return (int) ((high - GLOBAL_UNICAST) >>> (61 - 20));
    }

    /** No table for a family without ranges (the empty views, a country file without IPv6). */
    private static int[] blocks(int ranges, int count, IntUnaryOperator blockOfStart) {
        if (ranges == 0) {
            return null;
        }
        int[] blocks = new int[count + 1];
        int slot = 0;
        for (int block = 0; block <= count; block++) {
            while (slot < ranges && blockOfStart.applyAsInt(slot) < block) {
                slot++;
            }
            blocks[block] = slot;
        }
        return blocks;
    }

    public int ipv4Ranges() { return v4Starts.length; }
    public int ipv6Ranges() { return v6StartHigh.length; }

    /** The value of the range holding the address, or NONE. */
    public int valueOf(IPAddress address) {
        byte[] bytes = address.getBytes();
        return address.isIPv4() ? valueOfIpv4(intAt(bytes, 0)) : valueOfIpv6(longAt(bytes, 0), longAt(bytes, 8));
    }

    /** The value for an IPv4 address given as its 32 bits, or NONE. */
    public int valueOfIpv4(int address) {
        if (v4Blocks == null) {
            return NONE;
        }
        int key = address ^ Integer.MIN_VALUE;
        int block = address >>> 16;
        int from = Math.max(0, v4Blocks[block] - 1);
        int slot = Arrays.binarySearch(v4Starts, from, v4Blocks[block + 1], key);
        int range = slot >= 0 ? slot : -slot - 2;
        return range >= 0 && key <= v4Ends[range] ? v4Values[range] : NONE;
    }

    /** The value for an IPv6 address given as its high and low 64 bits, or NONE. */
    public int valueOfIpv6(long high, long low) {
        if (v6Blocks == null) {
            return NONE;
        }
        long keyHigh = high ^ Long.MIN_VALUE;
        int block = v6Block(high);
        int from = Math.max(0, v6Blocks[block] - 1);
        int to = v6Blocks[block + 1];
        if (v6StartLow == null) {
            int slot = Arrays.binarySearch(v6StartHigh, from, to, keyHigh);
            int range = slot >= 0 ? slot : -slot - 2;
            return range >= 0 && keyHigh <= v6EndHigh[range] ? v6Values[range] : NONE;
        }
        long keyLow = low ^ Long.MIN_VALUE;
        int lowSlot = from;
        int highSlot = to - 1;
        int range = from - 1;
        while (lowSlot <= highSlot) {
            int middle = (lowSlot + highSlot) >>> 1;
            // The low word is read only where the high words tie: one array's cache misses per step, not two.
            long startHigh = v6StartHigh[middle];
            if (startHigh < keyHigh || startHigh == keyHigh && v6StartLow[middle] <= keyLow) {
                range = middle;
                lowSlot = middle + 1;
            } else {
                highSlot = middle - 1;
            }
        }
        if (range < 0) {
            return NONE;
        }
        long endHigh = v6EndHigh[range];
        return keyHigh < endHigh || keyHigh == endHigh && keyLow <= v6EndLow[range] ? v6Values[range] : NONE;
    }

    /** The value of the range at this position (IPv4 ranges first, then IPv6). */
    public int valueAt(int position) {
        return position < v4Values.length ? v4Values[position] : v6Values[position - v4Values.length];
    }

    /** The first address of the range at this position (IPv4 ranges first, then IPv6), network byte order. */
    public byte[] first(int position) {
        if (position < v4Starts.length) {
            return bytesOf(v4Starts[position] ^ Integer.MIN_VALUE);
        }
        int i = position - v4Starts.length;
        return bytesOf(v6StartHigh[i] ^ Long.MIN_VALUE, (v6StartLow == null ? Long.MIN_VALUE : v6StartLow[i]) ^ Long.MIN_VALUE);
    }

    /** The last address of the range at this position, network byte order. */
    public byte[] last(int position) {
        if (position < v4Starts.length) {
            return bytesOf(v4Ends[position] ^ Integer.MIN_VALUE);
        }
        int i = position - v4Starts.length;
        return bytesOf(v6EndHigh[i] ^ Long.MIN_VALUE, (v6EndLow == null ? Long.MAX_VALUE : v6EndLow[i]) ^ Long.MIN_VALUE);
    }

    /** Calls back with the first and last address (network byte order) and the value of every range, in order. */
    public void forEach(RangeVisitor visitor) {
        for (int i = 0; i < v4Starts.length; i++) {
            visitor.range(first(i), last(i), v4Values[i]);
        }
        for (int i = 0; i < v6StartHigh.length; i++) {
            visitor.range(first(v4Starts.length + i), last(v4Starts.length + i), v6Values[i]);
        }
    }

    /** One range of {@link #forEach}. */
    @FunctionalInterface
    public interface RangeVisitor {
        void range(byte[] first, byte[] last, int value);
    }

    /** Bytes the arrays hold, for the memory report. */
    public long bytes() {
        long v4 = 12L * v4Starts.length;
        long v6 = (v6StartLow == null ? 20L : 36L) * v6StartHigh.length;
        return v4 + v6 + 4L * ((v4Blocks == null ? 0 : v4Blocks.length) + (v6Blocks == null ? 0 : v6Blocks.length));
    }

    static int intAt(byte[] bytes, int from) {
        return (bytes[from] & 0xFF) << 24 | (bytes[from + 1] & 0xFF) << 16 | (bytes[from + 2] & 0xFF) << 8
                | (bytes[from + 3] & 0xFF);
    }

    static long longAt(byte[] bytes, int from) {
        return (long) intAt(bytes, from) << 32 | (intAt(bytes, from + 4) & 0xFFFFFFFFL);
    }

    private static byte[] bytesOf(int address) {
        return new byte[] {(byte) (address >>> 24), (byte) (address >>> 16), (byte) (address >>> 8), (byte) address};
    }

    /** The 16 bytes of an IPv6 address held as two longs. */
    static byte[] bytesOf(long high, long low) {
        byte[] bytes = new byte[16];
        for (int i = 0; i < 8; i++) {
            bytes[i] = (byte) (high >>> (56 - 8 * i));
            bytes[8 + i] = (byte) (low >>> (56 - 8 * i));
        }
        return bytes;
    }

    /** Packs ranges given in ascending order within each family. */
    public static final class Builder {

        private int v4Size;
        private int[] v4Starts = new int[1024];
        private int[] v4Ends = new int[1024];
        private int[] v4Values = new int[1024];
        private int v6Size;
        private long[] v6StartHigh = new long[1024];
        private long[] v6StartLow = new long[1024];
        private long[] v6EndHigh = new long[1024];
        private long[] v6EndLow = new long[1024];
        private int[] v6Values = new int[1024];
        private boolean v6LowWordsNeeded;

        /** A range of 4- or 16-byte addresses in network byte order. */
        public void add(byte[] start, byte[] end, int value) {
            if (start.length == 4) {
                if (v4Size == v4Starts.length) {
                    v4Starts = Arrays.copyOf(v4Starts, v4Size * 2);
                    v4Ends = Arrays.copyOf(v4Ends, v4Size * 2);
                    v4Values = Arrays.copyOf(v4Values, v4Size * 2);
                }
                v4Starts[v4Size] = intAt(start, 0) ^ Integer.MIN_VALUE;
                v4Ends[v4Size] = intAt(end, 0) ^ Integer.MIN_VALUE;
                v4Values[v4Size++] = value;
                return;
            }
            if (v6Size == v6StartHigh.length) {
                v6StartHigh = Arrays.copyOf(v6StartHigh, v6Size * 2);
                v6StartLow = Arrays.copyOf(v6StartLow, v6Size * 2);
                v6EndHigh = Arrays.copyOf(v6EndHigh, v6Size * 2);
                v6EndLow = Arrays.copyOf(v6EndLow, v6Size * 2);
                v6Values = Arrays.copyOf(v6Values, v6Size * 2);
            }
            long startLow = longAt(start, 8);
            long endLow = longAt(end, 8);
            v6LowWordsNeeded |= startLow != 0 || endLow != -1L;
            v6StartHigh[v6Size] = longAt(start, 0) ^ Long.MIN_VALUE;
            v6StartLow[v6Size] = startLow ^ Long.MIN_VALUE;
            v6EndHigh[v6Size] = longAt(end, 0) ^ Long.MIN_VALUE;
            v6EndLow[v6Size] = endLow ^ Long.MIN_VALUE;
            v6Values[v6Size++] = value;
        }

        public AddressRanges build() {
            return new AddressRanges(this);
        }
    }
}
