package dev.geolookup.imports.ip;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class IpRangeRowProcessorTest {

    private final IpRangeRowProcessor processor = new IpRangeRowProcessor();

    @Test
    void storesBothFamiliesAsNetworkOrderBytes() throws Exception {
        Object[] v4 = processor.map(new String[] {"1.0.0.0", "1.0.0.255", "AU"}).values();
        assertThat(v4[0]).isEqualTo(4);
        assertThat((byte[]) v4[1]).containsExactly(1, 0, 0, 0);
        assertThat((byte[]) v4[2]).containsExactly(1, 0, 0, (byte) 255);
        Object[] v6 = processor.map(new String[] {"2001::", "2001::ffff:ffff:ffff:ffff:ffff:ffff", "US"}).values();
        assertThat(v6[0]).isEqualTo(6);
        assertThat((byte[]) v6[1]).hasSize(16).startsWith(0x20, 0x01, 0, 0);
    }

    @Test
    void refusesRangesThatBreakTheOrderTheLookupNeeds() throws Exception {
        processor.map(new String[] {"1.0.1.0", "1.0.3.255", "CN"});
        assertThatThrownBy(() -> processor.map(new String[] {"1.0.2.0", "1.0.4.255", "CN"}))
                .hasMessage("range out of order or overlapping the previous one");
        assertThatThrownBy(() -> processor.map(new String[] {"9.0.0.9", "9.0.0.1", "US"}))
                .hasMessage("range ends before it starts");
        assertThatThrownBy(() -> processor.map(new String[] {"9.0.0.0", "::1", "US"}))
                .hasMessage("range mixes IPv4 and IPv6");
        assertThatThrownBy(() -> processor.map(new String[] {"example.org", "9.0.0.1", "US"}))
                .hasMessage("malformed first address");
        assertThatThrownBy(() -> processor.map(new String[] {"10.0.0.0/8", "10.255.255.255", "US"}))
                .hasMessage("malformed first address");
    }
}
