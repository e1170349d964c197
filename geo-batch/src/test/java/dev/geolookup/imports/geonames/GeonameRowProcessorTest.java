package dev.geolookup.imports.geonames;

import dev.geolookup.imports.MalformedRowException;
import org.junit.jupiter.api.Test;

import java.sql.Date;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GeonameRowProcessorTest {

    private static final String ANDORRA = "3041563\tAndorra la Vella\tAndorra la Vella\tALV,Andorra\t42.50779\t1.52109"
            + "\tP\tPPLC\tAD\t\t07\t\t\t\t20430\t\t1037\tEurope/Andorra\t2020-03-03";

    private final GeonameRowProcessor processor = new GeonameRowProcessor();

    @Test
    void mapsTheServedColumns() throws Exception {
        Object[] row = processor.map(ANDORRA.split("\t", -1)).values();
        assertThat(row).containsExactly(3041563L, "Andorra la Vella", "Andorra la Vella", "P", "PPLC", "AD", "07",
                null, 42.50779, 1.52109, 20430L, "Europe/Andorra", Date.valueOf("2020-03-03"), "ALV,Andorra");
    }

    @Test
    void aQuoteIsData() throws Exception {
        String quoted = ANDORRA.replace("Andorra la Vella\tAndorra la Vella", "\"Big\" Rock\t\"Big\" Rock");
        assertThat(processor.map(quoted.split("\t", -1)).get("name")).isEqualTo("\"Big\" Rock");
    }

    @Test
    void refusesValuesThatDoNotParse() {
        assertThatThrownBy(() -> processor.map(ANDORRA.replace("42.50779", "91.0").split("\t", -1)))
                .isInstanceOf(MalformedRowException.class).hasMessage("latitude out of range");
        assertThatThrownBy(() -> processor.map(ANDORRA.replace("\tP\t", "\tX\t").split("\t", -1)))
                .hasMessage("unknown feature class");
        assertThatThrownBy(() -> processor.map(ANDORRA.replace("3041563", "abc").split("\t", -1)))
                .hasMessage("malformed geonameid");
        assertThatThrownBy(() -> processor.map(ANDORRA.replace("2020-03-03", "03/03/2020").split("\t", -1)))
                .hasMessage("malformed modification date");
        assertThatThrownBy(() -> processor.map(ANDORRA.replace("\tAD\t", "\tAnd\t").split("\t", -1)))
                .hasMessage("malformed country code");
    }
}
