package dev.geolookup.web.geocode;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** OWASP's CSV injection rule: formulas neutralized, numbers and plain text as they are. */
class SpreadsheetCellsTest {

    @Test
    void aCellASpreadsheetWouldRunGetsAnApostrophe() {
        assertThat(SpreadsheetCells.safe("=HYPERLINK(\"http://x\",\"y\")")).isEqualTo("'=HYPERLINK(\"http://x\",\"y\")");
        assertThat(SpreadsheetCells.safe("+cmd|' /C calc'!A0")).isEqualTo("'+cmd|' /C calc'!A0");
        assertThat(SpreadsheetCells.safe("-2+3+cmd|' /C calc'!A0")).isEqualTo("'-2+3+cmd|' /C calc'!A0");
        assertThat(SpreadsheetCells.safe("@SUM(1+1)")).isEqualTo("'@SUM(1+1)");
        assertThat(SpreadsheetCells.safe("\t=1")).isEqualTo("'\t=1");
        assertThat(SpreadsheetCells.safe("\r=1")).isEqualTo("'\r=1");
    }

    @Test
    void numbersAndOtherTextStayAsTheyAre() {
        for (String kept : new String[] {"-33.8688", "+151.2093", "-1e-5", "0.85", "12", "-.5", "Paris", "São Paulo",
                "a=b", "", "'quoted"}) {
            assertThat(SpreadsheetCells.safe(kept)).as(kept).isEqualTo(kept);
        }
        assertThat(SpreadsheetCells.safe((String) null)).isNull();
        assertThat(SpreadsheetCells.safe("-")).isEqualTo("'-");
    }
}
