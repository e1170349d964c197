package dev.geolookup.ip;

import inet.ipaddr.IPAddress;
import inet.ipaddr.IPAddressString;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class IpRangeViewTest {

    private final IpRangeView table = table(
            "1.0.0.0", "1.0.0.255", "AU",
            "1.0.1.0", "1.0.3.255", "CN",
            "127.255.255.255", "128.0.0.0", "XA",   // across the sign bit of a 32-bit int
            "255.255.255.0", "255.255.255.255", "XB",
            "2001:db8::", "2001:db8::ffff", "DE",
            "7fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "8000::1", "XC",  // across the sign bit of the high long
            "9000::", "9000::ffff:ffff:ffff:ffff", "XD",
            "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ff00", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "XE");

    @Test
    void firstAndLastAddressesBelongToTheirRangeAndTheNextOnesDoNot() {
        assertThat(country("1.0.0.0")).isEqualTo("AU");
        assertThat(country("1.0.0.255")).isEqualTo("AU");
        assertThat(country("1.0.1.0")).isEqualTo("CN");
        assertThat(country("1.0.4.0")).isNull();
        assertThat(country("0.255.255.255")).isNull();
        assertThat(country("127.255.255.254")).isNull();
        assertThat(country("127.255.255.255")).isEqualTo("XA");
        assertThat(country("128.0.0.0")).isEqualTo("XA");
        assertThat(country("128.0.0.1")).isNull();
        assertThat(country("255.255.255.255")).isEqualTo("XB");
    }

    @Test
    void ipv6RangesCompareAsUnsigned128BitNumbers() {
        assertThat(country("2001:db8::")).isEqualTo("DE");
        assertThat(country("2001:db8::ffff")).isEqualTo("DE");
        assertThat(country("2001:db8::1:0")).isNull();
        assertThat(country("8000::")).isEqualTo("XC");
        assertThat(country("8000::2")).isNull();
        assertThat(country("9000::ffff:ffff:ffff:ffff")).isEqualTo("XD");
        assertThat(country("9000:0:0:1::")).isNull();
        assertThat(country("ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff")).isEqualTo("XE");
        assertThat(country("::1")).isNull();
        assertThat(table.ipv4Ranges()).isEqualTo(4);
        assertThat(table.ipv6Ranges()).isEqualTo(4);
    }

    @Test
    void addressTextIsReadStrictly() {
        assertThat(IpAddressText.parse("::ffff:1.0.0.7").toCanonicalString()).isEqualTo("1.0.0.7");
        assertThat(IpAddressText.parse("2001:DB8:0:0:0:0:0:1").toCanonicalString()).isEqualTo("2001:db8::1");
        for (String invalid : new String[] {"01.0.0.1", "1.0.0", "1.0.0.0/8", "fe80::1%eth0", "example.com", "",
                " 1.0.0.1", "1.0.0.1 ", "0x1.0.0.1", "1.0.0.*", "1.0.0.0-1.0.0.5", "::ffff:01.0.0.1"}) {
            assertThatThrownBy(() -> IpAddressText.parse(invalid)).as(invalid).hasMessage("Invalid IP address");
        }
    }

    private String country(String address) {
        return table.countryOf(IpAddressText.parse(address));
    }

    private static IpRangeView table(String... triples) {
        IpRangeView.Builder builder = new IpRangeView.Builder(1, "test", null);
        for (int i = 0; i < triples.length; i += 3) {
            IPAddress start = new IPAddressString(triples[i]).getAddress();
            IPAddress end = new IPAddressString(triples[i + 1]).getAddress();
            builder.add(new IpRangeRow(start.isIPv4() ? 4 : 6, start.getBytes(), end.getBytes(), triples[i + 2]));
        }
        return builder.build();
    }
}
