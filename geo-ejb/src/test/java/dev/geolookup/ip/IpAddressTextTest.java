package dev.geolookup.ip;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Why an address has no location, as its 404 says it (issue 75). */
class IpAddressTextTest {

    @Test
    void anAddressOfNoPlaceOnTheInternetSaysWhichKindItIs() {
        assertThat(nowhere("10.1.2.3")).isEqualTo("Address not found: 10.1.2.3 is a private address, which has no"
                + " location");
        assertThat(nowhere("172.16.0.1")).contains("is a private address");
        assertThat(nowhere("fd00::1")).contains("fd00::1 is a private address");
        assertThat(nowhere("127.0.0.1")).contains("is a loopback address");
        assertThat(nowhere("::1")).contains("is a loopback address");
        assertThat(nowhere("169.254.1.1")).contains("is a link-local address");
        assertThat(nowhere("fe80::1")).contains("is a link-local address");
        assertThat(nowhere("224.0.0.1")).contains("is a multicast address");
        assertThat(nowhere("0.0.0.0")).contains("is the unspecified address");
    }

    @Test
    void aPublicAddressIsOneNoRangeHolds() {
        assertThat(nowhere("240.0.0.1")).isEqualTo("Address not found: no range of the IP data holds 240.0.0.1");
        assertThat(nowhere("::ffff:8.8.8.8")).as("read as its IPv4 address")
                .isEqualTo("Address not found: no range of the IP data holds 8.8.8.8");
    }

    private static String nowhere(String text) {
        return IpAddressText.nowhere(IpAddressText.parse(text));
    }
}
