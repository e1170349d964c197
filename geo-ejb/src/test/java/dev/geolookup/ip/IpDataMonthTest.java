package dev.geolookup.ip;

import org.junit.jupiter.api.Test;

import java.time.YearMonth;

import static org.assertj.core.api.Assertions.assertThat;

class IpDataMonthTest {

    @Test
    void theMonthIsTheOneInDbIpsFileName() {
        assertThat(IpDataMonth.of("https://download.db-ip.com/free/dbip-country-lite-2026-09.csv.gz"))
                .isEqualTo(YearMonth.of(2026, 9));
        assertThat(IpDataMonth.of("/data/2025-01/dbip-country-lite-2025-12.csv")).as("the file's, not the folder's")
                .isEqualTo(YearMonth.of(2025, 12));
    }

    @Test
    void theBundledFileHasItsOwnMonthAndOtherNamesSayNothing() {
        assertThat(IpDataMonth.of("bundled")).isEqualTo(YearMonth.of(2026, 6));
        assertThat(IpDataMonth.of("/data/ip-ranges.csv.gz")).isNull();
        assertThat(IpDataMonth.of("/data/ranges-2026-13.csv")).as("no thirteenth month").isNull();
        assertThat(IpDataMonth.of(null)).isNull();
    }
}
