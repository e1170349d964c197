package dev.geolookup.ip;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.ip.IpLookup;
import dev.geolookup.country.Country;
import dev.geolookup.country.CountryView;
import inet.ipaddr.IPAddress;
import inet.ipaddr.IPAddressString;
import org.junit.jupiter.api.Test;

import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The IP answers over a two-range table and one country, without a container. */
class IpAnswersTest {

    private static final FieldSelection NAME = FieldSelection.parse("name", null);

    private final IpAnswers answers = new IpAnswers(ranges(), CountryView.of(1,
            List.of(new Country("DE", "DEU", "Germany", 0))));

    private static IpRangeView ranges() {
        IpRangeView.Builder builder = new IpRangeView.Builder(1, "bundled", null);
        add(builder, "5.1.0.0", "5.1.255.255", "DE");
        add(builder, "2001:db8::", "2001:db8::ffff", "ZZ");
        return builder.build();
    }

    private static void add(IpRangeView.Builder builder, String first, String last, String country) {
        IPAddress start = new IPAddressString(first).getAddress();
        IPAddress end = new IPAddressString(last).getAddress();
        builder.add(new IpRangeRow(start.isIPv4() ? 4 : 6, start.getBytes(), end.getBytes(), country));
    }

    @Test
    void anAddressAnswersItsCanonicalFormTheCodeAndTheCountryRecord() {
        assertThat(answers.locate("5.1.2.3", NAME).text())
                .isEqualTo("{\"ip\":\"5.1.2.3\",\"countryCode\":\"DE\",\"country\":{\"name\":\"Germany\"}}");
        assertThatThrownBy(() -> answers.locate("6.0.0.1", NAME)).isInstanceOf(RecordNotFoundException.class);
        assertThatThrownBy(() -> answers.locate("2001:db8::1", NAME)).as("a code without a country record")
                .isInstanceOf(RecordNotFoundException.class);
        assertThatThrownBy(() -> answers.locate("5.1.2", NAME)).isInstanceOf(InvalidRequestException.class);
    }

    @Test
    void aBatchAnswersEveryAddressInOrderWithAnErrorWhereThereIsNoCountry() {
        assertThat(answers.locateAll(List.of("5.1.0.1", "nope", "6.0.0.1"), NAME).text()).isEqualTo("["
                + "{\"ip\":\"5.1.0.1\",\"countryCode\":\"DE\",\"country\":{\"name\":\"Germany\"}},"
                + "{\"ip\":\"nope\",\"error\":\"" + IpLookup.INVALID_ADDRESS + "\"},"
                + "{\"ip\":\"6.0.0.1\",\"error\":\"" + RecordNotFoundException.MESSAGE + "\"}]");
        assertThatThrownBy(() -> answers.locateAll(List.of(), NAME)).isInstanceOf(InvalidRequestException.class)
                .hasMessage("the array must hold at least one IP");
        assertThatThrownBy(() -> answers.locateAll(Collections.nCopies(IpLookup.MAX_BATCH + 1, "5.1.0.1"), NAME))
                .isInstanceOf(InvalidRequestException.class).hasMessage("at most 100 IPs per request");
    }

    @Test
    void theDataSourceSaysWhereTheRangesCameFrom() {
        String info = answers.info(new IpAnswers.DataSource("DB-IP", "CC BY 4.0", "by DB-IP")).text();
        assertThat(info).startsWith("{\"provider\":\"DB-IP\",\"license\":\"CC BY 4.0\",\"attribution\":\"by DB-IP\",")
                .contains("\"source\":\"bundled\"", "\"ipv4Ranges\":1", "\"ipv6Ranges\":1");
    }
}
