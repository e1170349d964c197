package dev.geolookup.imports.postal;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PostalCodeRowProcessorTest {

    private final PostalCodeRowProcessor processor = new PostalCodeRowProcessor();

    @Test
    void keepsTheCodeAsPublishedAndItsComparisonKey() throws Exception {
        Object[] row = processor.map("NL\t1012 AB\tAmsterdam\tNoord-Holland\t07\tAmsterdam\t0363\t\t\t52.3740\t4.8897\t6"
                .split("\t", -1)).values();
        assertThat(row).containsExactly("NL", "1012 AB", "1012AB", "Amsterdam", "Noord-Holland", "07", "Amsterdam",
                "0363", null, null, 52.374, 4.8897, 6);
        assertThat(PostalCodeRowProcessor.codeKey("sw1a 1aa")).isEqualTo("SW1A1AA");
    }

    @Test
    void coordinatesAndAccuracyAreOptionalButChecked() throws Exception {
        Object[] row = processor.map("AD\tAD100\tCanillo\t\t\t\t\t\t\t\t\t".split("\t", -1)).values();
        assertThat(row[10]).isNull();
        assertThat(row[12]).isNull();
        assertThatThrownBy(() -> processor.map("AD\tAD100\tCanillo\t\t\t\t\t\t\t42.5\t1.6\t9".split("\t", -1)))
                .hasMessage("accuracy out of range");
        assertThatThrownBy(() -> processor.map("AD\t\tCanillo\t\t\t\t\t\t\t42.5\t1.6\t1".split("\t", -1)))
                .hasMessage("missing postal code");
    }
}
