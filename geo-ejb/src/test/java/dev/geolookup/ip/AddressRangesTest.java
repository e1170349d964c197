package dev.geolookup.ip;

import inet.ipaddr.IPAddressString;
import org.junit.jupiter.api.Test;

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
        assertThat(ranges.bytes()).isEqualTo(12 * 1 + 20 * 2);
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
        assertThat(ranges.bytes()).isEqualTo(36 * 2);
        assertThat(valueOf(ranges, "2001:db8::ff")).isEqualTo(1);
        assertThat(valueOf(ranges, "2001:db8::100")).isEqualTo(2);
        assertThat(valueOf(ranges, "2001:db8::101")).isEqualTo(AddressRanges.NONE);
        assertThat(ranges.last(0)).isEqualTo(bytes("2001:db8::ff"));
    }
}
