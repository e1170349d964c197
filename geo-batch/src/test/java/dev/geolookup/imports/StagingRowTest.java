package dev.geolookup.imports;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A row is set by column name: its values come out in the columns' order whatever the order they were set in. */
class StagingRowTest {

    private static final StagingColumns COLUMNS = StagingColumns.of("code", "name", "ascii_name", "geoname_id");

    @Test
    void valuesFollowTheColumnsNotTheOrderOfSetting() {
        StagingRow row = COLUMNS.row().set("ascii_name", "Bayern").set("geoname_id", 2951839L).set("code", "DE.02")
                .set("name", "Bavaria");
        assertThat(row.values()).containsExactly("DE.02", "Bavaria", "Bayern", 2951839L);
        assertThat(row.get("name")).isEqualTo("Bavaria");
    }

    @Test
    void aColumnNotDeclaredOrLeftUnsetIsRefused() {
        assertThatThrownBy(() -> COLUMNS.row().set("asciiname", "x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("asciiname is not one of the columns");
        StagingRow partial = COLUMNS.row().set("code", "DE.02").set("name", "Bavaria").set("geoname_id", null);
        assertThatThrownBy(partial::values).isInstanceOf(IllegalStateException.class)
                .hasMessage("column ascii_name was not set");
        assertThatThrownBy(() -> StagingColumns.of("code", "code")).isInstanceOf(IllegalArgumentException.class);
    }
}
