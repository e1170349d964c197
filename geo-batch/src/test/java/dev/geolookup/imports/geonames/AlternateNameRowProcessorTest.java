package dev.geolookup.imports.geonames;

import dev.geolookup.imports.MalformedRowException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Rows as GeoNames' alternateNamesV2.txt writes them. */
class AlternateNameRowProcessorTest {

    private final AlternateNameRowProcessor processor = new AlternateNameRowProcessor();

    @Test
    void mapsEveryColumnWithItsFlags() throws Exception {
        assertThat(processor.map("2432197\t2761369\tde\tWien\t1\t\t\t\t\t".split("\t", -1)).values())
                .containsExactly(2432197L, 2761369L, "de", "Wien", true, false, false, false, null, null);
        assertThat(processor.map("15814542\t2761369\t\tVindobona\t\t\t\t1\t\t1180".split("\t", -1)).values())
                .containsExactly(15814542L, 2761369L, null, "Vindobona", false, false, false, true, null, "1180");
        assertThat(processor.map("1630427\t2761369\tlink\thttps://en.wikipedia.org/wiki/Vienna\t\t\t\t\t\t\t"
                .split("\t", -1)).values()).hasSize(10).contains("link");
    }

    @Test
    void refusesRowsThatAreNotAlternateNames() {
        assertThatThrownBy(() -> processor.map("x\t2761369\tde\tWien\t1\t\t\t\t\t".split("\t", -1)))
                .isInstanceOf(MalformedRowException.class).hasMessage("malformed alternateNameId");
        assertThatThrownBy(() -> processor.map("1\t2761369\tde\t\t1\t\t\t\t\t".split("\t", -1)))
                .hasMessage("missing alternate name");
        assertThatThrownBy(() -> processor.map("1\t2761369\tde\tWien\tyes\t\t\t\t\t".split("\t", -1)))
                .hasMessage("malformed isPreferredName");
    }
}
