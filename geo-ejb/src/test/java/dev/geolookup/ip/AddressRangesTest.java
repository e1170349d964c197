package dev.geolookup.ip;

import inet.ipaddr.IPAddressString;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** Both layouts of the IPv6 arrays: high words only where every range is /64-aligned, both words otherwise. */
class AddressRangesTest {

    private static byte[] bytes(String address) {
        return new IPAddressString(address).getAddress().getBytes();
    }

    private static int valueOf(AddressRanges ranges, String address) {
        return ranges.valueOf(new IPAddressString(address).getAddress());
    }

    @Test
    void alignedIpv6RangesKeepOnlyTheirHighWordsAndAnswerTheSame() {
        AddressRanges.Builder builder = new AddressRanges.Builder();
        builder.add(bytes("10.0.0.0"), bytes("10.0.0.255"), 7);
        builder.add(bytes("2001:db8::"), bytes("2001:db8:0:ffff:ffff:ffff:ffff:ffff"), 8);
        builder.add(bytes("2001:db8:1::"), bytes("2001:db8:1:0:ffff:ffff:ffff:ffff"), 9);
        AddressRanges ranges = builder.build();
        assertThat(ranges.bytes()).isEqualTo(12 * 1 + 20 * 2 + 4 * 65537 + 4 * 1048577);
        assertThat(valueOf(ranges, "10.0.0.9")).isEqualTo(7);
        assertThat(valueOf(ranges, "10.0.1.0")).isEqualTo(AddressRanges.NONE);
        assertThat(valueOf(ranges, "2001:db8:0:ffff::1")).isEqualTo(8);
        assertThat(valueOf(ranges, "2001:db8:1::ffff")).isEqualTo(9);
        assertThat(valueOf(ranges, "2001:db8:1:1::")).isEqualTo(AddressRanges.NONE);
        assertThat(valueOf(ranges, "2001:db7:ffff:ffff:ffff:ffff:ffff:ffff")).isEqualTo(AddressRanges.NONE);
        assertThat(ranges.first(2)).isEqualTo(bytes("2001:db8:1::"));
        assertThat(ranges.last(2)).isEqualTo(bytes("2001:db8:1:0:ffff:ffff:ffff:ffff"));
    }

    @Test
    void unalignedIpv6RangesKeepBothWords() {
        AddressRanges.Builder builder = new AddressRanges.Builder();
        builder.add(bytes("2001:db8::"), bytes("2001:db8::ff"), 1);
        builder.add(bytes("2001:db8::100"), bytes("2001:db8::100"), 2);
        AddressRanges ranges = builder.build();
        assertThat(ranges.bytes()).as("no IPv4 ranges, no IPv4 table").isEqualTo(36 * 2 + 4 * 1048577);
        assertThat(valueOf(ranges, "2001:db8::ff")).isEqualTo(1);
        assertThat(valueOf(ranges, "2001:db8::100")).isEqualTo(2);
        assertThat(valueOf(ranges, "2001:db8::101")).isEqualTo(AddressRanges.NONE);
        assertThat(ranges.last(0)).isEqualTo(bytes("2001:db8::ff"));
    }

    @Test
    void aRangeStartingInAnEarlierBlockIsFoundFromTheBlocksAfterIt() {
        AddressRanges.Builder builder = new AddressRanges.Builder();
        builder.add(bytes("10.0.255.0"), bytes("10.3.0.255"), 1);
        builder.add(bytes("200.0.0.0"), bytes("200.0.0.0"), 2);
        builder.add(bytes("2001:db8::"), bytes("2001:db9:ffff:ffff:ffff:ffff:ffff:ffff"), 3);
        AddressRanges ranges = builder.build();
        assertThat(valueOf(ranges, "10.2.0.5")).isEqualTo(1);
        assertThat(valueOf(ranges, "10.3.0.255")).isEqualTo(1);
        assertThat(valueOf(ranges, "10.3.1.0")).isEqualTo(AddressRanges.NONE);
        assertThat(valueOf(ranges, "9.255.255.255")).isEqualTo(AddressRanges.NONE);
        assertThat(valueOf(ranges, "0.0.0.0")).isEqualTo(AddressRanges.NONE);
        assertThat(valueOf(ranges, "255.255.255.255")).isEqualTo(AddressRanges.NONE);
        assertThat(valueOf(ranges, "2001:db9:8000::1")).isEqualTo(3);
        assertThat(valueOf(ranges, "2001:dba::")).isEqualTo(AddressRanges.NONE);
        assertThat(valueOf(ranges, "ffff::")).isEqualTo(AddressRanges.NONE);
    }

    @Test
    void randomRangesAnswerAsASearchOfEveryRange() {
        Random random = new Random(5);
        AddressRanges.Builder builder = new AddressRanges.Builder();
        long[][] v4 = new long[3000][];
        long start = 0;
        for (int i = 0; i < v4.length; i++) {
            start += 1 + random.nextInt(1 << 20);
            long end = start + random.nextInt(1 << 17);
            v4[i] = new long[] {start, end};
            builder.add(bytesOf(start), bytesOf(end), i);
            start = end;
        }
        AddressRanges ranges = builder.build();
        for (int probe = 0; probe < 20_000; probe++) {
            long address = random.nextLong(start + (1 << 22)) & 0xFFFF_FFFFL;
            int expected = AddressRanges.NONE;
            for (int i = 0; i < v4.length; i++) {
                if (v4[i][0] <= address && address <= v4[i][1]) {
                    expected = i;
                }
            }
            assertThat(ranges.valueOfIpv4((int) address)).as(Long.toString(address)).isEqualTo(expected);
        }
    }

    private static byte[] bytesOf(long address) {
        return new byte[] {(byte) (address >>> 24), (byte) (address >>> 16), (byte) (address >>> 8), (byte) address};
    }

    @Test
    void randomIpv6RangesAnswerAsASearchOfEveryRange() {
        Random random = new Random(6);
        AddressRanges.Builder builder = new AddressRanges.Builder();
        long[][] v6 = new long[3000][];
        long start = 0x2000_0000_0000_0000L;
        for (int i = 0; i < v6.length; i++) {
            start += 1 + (random.nextLong(1L << 50));
            long end = start + random.nextLong(1L << 46);
            v6[i] = new long[] {start, end};
            builder.add(AddressRanges.bytesOf(start, 0), AddressRanges.bytesOf(end, -1L), i);
            start = end;
        }
        AddressRanges ranges = builder.build();
        for (int probe = 0; probe < 20_000; probe++) {
            long high = probe % 100 == 0 ? random.nextLong() : start - random.nextLong(start - 0x1f00_0000_0000_0000L);
            int expected = AddressRanges.NONE;
            for (int i = 0; i < v6.length; i++) {
                if (Long.compareUnsigned(v6[i][0], high) <= 0 && Long.compareUnsigned(high, v6[i][1]) <= 0) {
                    expected = i;
                }
            }
            assertThat(ranges.valueOfIpv6(high, random.nextLong())).as(Long.toHexString(high)).isEqualTo(expected);
        }
    }

    @Test
    void randomUnalignedIpv6RangesAnswerAsASearchOfEveryRange() {
        Random random = new Random(7);
        AddressRanges.Builder builder = new AddressRanges.Builder();
        long[][] v6 = new long[3000][];
        long high = 0x2001_0db8_0000_0000L;
        long low = 0;
        for (int i = 0; i < v6.length; i++) {
            // Several ranges share a /64 most of the time, so the search must settle ties on the low words.
            if (random.nextInt(4) == 0) {
                high += 1 + random.nextInt(3);
                low = random.nextLong(1L << 40);
            }
            long startLow = low + 1 + random.nextLong(1L << 40);
            long endHigh = random.nextInt(10) == 0 ? high + 1 + random.nextInt(2) : high;
            long endLow = endHigh == high ? startLow + random.nextLong(1L << 40) : random.nextLong(1L << 40);
            v6[i] = new long[] {high, startLow, endHigh, endLow};
            builder.add(AddressRanges.bytesOf(high, startLow), AddressRanges.bytesOf(endHigh, endLow), i);
            high = endHigh;
            low = endLow;
        }
        AddressRanges ranges = builder.build();
        int inARange = 0;
        for (int probe = 0; probe < 20_000; probe++) {
            long[] near = v6[random.nextInt(v6.length)];
            long probeHigh = near[random.nextBoolean() ? 0 : 2] + random.nextInt(3) - 1;
            long probeLow = random.nextInt(8) == 0 ? random.nextLong() : near[1] + random.nextLong(1L << 41) - (1L << 40);
            int expected = AddressRanges.NONE;
            for (int i = 0; i < v6.length; i++) {
                if (compareUnsigned(v6[i][0], v6[i][1], probeHigh, probeLow) <= 0
                        && compareUnsigned(probeHigh, probeLow, v6[i][2], v6[i][3]) <= 0) {
                    expected = i;
                }
            }
            assertThat(ranges.valueOfIpv6(probeHigh, probeLow))
                    .as(Long.toHexString(probeHigh) + ":" + Long.toHexString(probeLow)).isEqualTo(expected);
            inARange += expected == AddressRanges.NONE ? 0 : 1;
        }
        assertThat(inARange).as("probes inside a range").isBetween(4_000, 16_000);
    }

    private static int compareUnsigned(long high, long low, long otherHigh, long otherLow) {
        return high != otherHigh ? Long.compareUnsigned(high, otherHigh) : Long.compareUnsigned(low, otherLow);
    }
}
