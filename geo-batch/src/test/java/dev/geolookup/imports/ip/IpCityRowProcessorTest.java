package dev.geolookup.imports.ip;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class IpCityRowProcessorTest {

    private final IpCityRowProcessor processor = new IpCityRowProcessor();

    @Test
    void readsIpLocationDbsLayoutWithoutItsTimeZoneAndEmptyTextsAsNull() throws Exception {
        Object[] row = processor.map(new String[] {"1.0.0.0", "1.0.0.255", "AU", "Queensland", "", "South Brisbane",
                "4101", "-27.4767", "153.017", "Australia/Brisbane"}).values();
        assertThat(row).hasSize(10);
        assertThat(row[0]).isEqualTo(4);
        assertThat((byte[]) row[1]).containsExactly(1, 0, 0, 0);
        assertThat(row).containsSubsequence("AU", "Queensland", null, "South Brisbane", "4101", -27.4767, 153.017);
    }

    @Test
    void readsDbIpsOwnMonthlyCsvLayout() throws Exception {
        Object[] row = processor.map(new String[] {"2001:200::", "2001:200:ffff:ffff:ffff:ffff:ffff:ffff", "AS", "JP",
                "Tokyo", "Chiyoda", "35.694", "139.754"}).values();
        assertThat(row[0]).isEqualTo(6);
        assertThat(row).containsSubsequence("JP", "Tokyo", null, "Chiyoda", null, 35.694, 139.754);
        assertThat(processor.acceptsColumns(8)).isTrue();
        assertThat(processor.acceptsColumns(9)).isFalse();
    }

    @Test
    void refusesWhatTheLookupCannotServe() throws Exception {
        processor.map(new String[] {"1.0.1.0", "1.0.3.255", "CN", "", "", "", "", "", "", ""});
        assertThatThrownBy(() -> processor.map(new String[] {"1.0.2.0", "1.0.4.255", "CN", "", "", "", "", "", "",
                ""})).hasMessage("range out of order or overlapping the previous one");
        assertThatThrownBy(() -> processor.map(new String[] {"9.0.0.0", "9.0.0.9", "C", "", "", "", "", "", "", ""}))
                .hasMessage("malformed country code");
        assertThatThrownBy(() -> processor.map(new String[] {"9.1.0.0", "9.1.0.9", "US", "", "", "", "", "91", "0",
                ""})).hasMessage("latitude out of range");
    }
}
