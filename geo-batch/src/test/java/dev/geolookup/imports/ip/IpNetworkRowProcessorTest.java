package dev.geolookup.imports.ip;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class IpNetworkRowProcessorTest {

    private final IpNetworkRowProcessor processor = new IpNetworkRowProcessor();

    @Test
    void readsTheAsNumberWithOrWithoutItsPrefixAndTheOrganisation() throws Exception {
        Object[] cloudflare = processor.map(new String[] {"1.0.0.0", "1.0.0.255", "13335", "Cloudflare, Inc."}).values();
        assertThat(cloudflare).containsSubsequence(4, 13335L, "Cloudflare, Inc.");
        Object[] unnamed = processor.map(new String[] {"2001:db8::", "2001:db8::ff", "AS4294967295", ""}).values();
        assertThat(unnamed).containsSubsequence(6, 4294967295L, null);
    }

    @Test
    void refusesNumbersThatAreNoAsNumbers() {
        assertThatThrownBy(() -> processor.map(new String[] {"1.0.0.0", "1.0.0.255", "4294967296", "x"}))
                .hasMessage("AS number out of range");
        assertThatThrownBy(() -> processor.map(new String[] {"1.0.0.0", "1.0.0.255", "", "x"}))
                .hasMessage("missing AS number");
        assertThatThrownBy(() -> processor.map(new String[] {"1.0.0.0", "1.0.0.255", "AS-1x", "x"}))
                .hasMessage("malformed AS number");
    }
}
