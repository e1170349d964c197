package dev.geolookup.web.http;

import dev.geolookup.web.http.CallerAddress;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CallerAddressTest {

    private final CallerAddress behindProxies = new CallerAddress("10.0.0.0/8, 192.168.1.1, 2001:db8::/32");

    @Test
    void noTrustedProxiesMeansThePeerIsTheCallerWhateverTheHeadersSay() {
        CallerAddress direct = new CallerAddress("");
        assertThat(direct.of("203.0.113.9", List.of("for=8.8.8.8"), List.of("1.1.1.1"))).isEqualTo("203.0.113.9");
    }

    @Test
    void anUntrustedPeerCannotSpoofItsAddress() {
        assertThat(behindProxies.of("203.0.113.9", List.of(), List.of("8.8.8.8"))).isEqualTo("203.0.113.9");
        assertThat(behindProxies.of("203.0.113.9", List.of("for=8.8.8.8"), List.of())).isEqualTo("203.0.113.9");
    }

    @Test
    void behindATrustedProxyTheRightMostUntrustedHopIsTheCaller() {
        assertThat(behindProxies.of("10.1.2.3", List.of(), List.of("1.1.1.1, 8.8.8.8, 10.9.9.9")))
                .isEqualTo("8.8.8.8");
        assertThat(behindProxies.of("10.1.2.3", List.of(), List.of("1.1.1.1", "8.8.4.4"))).isEqualTo("8.8.4.4");
        assertThat(behindProxies.of("::ffff:10.1.2.3", List.of(), List.of("9.9.9.9"))).isEqualTo("9.9.9.9");
    }

    @Test
    void everyHopTrustedLeavesTheLeftMost() {
        assertThat(behindProxies.of("10.1.2.3", List.of(), List.of("192.168.1.1, 10.0.0.7"))).isEqualTo("192.168.1.1");
        assertThat(behindProxies.of("10.1.2.3", List.of(), List.of())).isEqualTo("10.1.2.3");
    }

    @Test
    void forwardedHeadersAreReadAsRfc7239WritesThem() {
        assertThat(behindProxies.of("192.168.1.1",
                List.of("for=192.0.2.60;proto=http;by=203.0.113.43, for=\"[2001:db8:cafe::17]:4711\""), List.of()))
                .isEqualTo("192.0.2.60");
        assertThat(behindProxies.of("192.168.1.1", List.of("for=\"[2001:4860::1]:443\""), List.of()))
                .isEqualTo("2001:4860::1");
        assertThat(behindProxies.of("192.168.1.1", List.of("For=\"8.8.8.8:1234\""), List.of("1.1.1.1")))
                .isEqualTo("8.8.8.8");
    }

    @Test
    void aHopThatIsNoAddressIsRefused() {
        assertThatThrownBy(() -> behindProxies.of("10.1.2.3", List.of("for=unknown"), List.of()))
                .hasMessageContaining("is not an IP address");
    }

    @Test
    void aMistypedProxySettingStopsTheServiceRatherThanTrustingNothing() {
        assertThatThrownBy(() -> new CallerAddress("10.0.0.0/8, proxy.example"))
                .hasMessageContaining("proxy.example");
    }
}
