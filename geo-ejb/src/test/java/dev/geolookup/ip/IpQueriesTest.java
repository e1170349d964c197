package dev.geolookup.ip;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.ip.IpAnswerMembers;
import dev.geolookup.api.ip.IpLookup;
import dev.geolookup.country.Country;
import dev.geolookup.country.CountryView;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.subdivision.Admin1Outlines;
import dev.geolookup.boundary.BoundaryView;
import dev.geolookup.spatial.BoundaryIndex;
import dev.geolookup.spatial.BoundaryIndex.Boundary;
import inet.ipaddr.IPAddress;
import inet.ipaddr.IPAddressString;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.io.ParseException;
import org.locationtech.jts.io.WKTReader;

import java.io.StringReader;
import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The IP answers over small views without a container: two country ranges, a city range and a network range in
 * Germany, a time-zone square, and no gazetteer (so no nearest city and no region code).
 */
class IpQueriesTest {

    private static final FieldSelection NAME = FieldSelection.parse("name", null);
    private static final IpAnswerMembers ALL = IpAnswerMembers.ALL;

    private final IpQueries answers = new IpQueries(new IpViews(ranges(), cities(), networks(),
            CountryView.of(1, List.of(new Country("DE", "DEU", "Germany", 0))), timezones(),
            GazetteerView.EMPTY, GazetteerView.EMPTY, AdminNameView.EMPTY, Admin1Outlines.NONE));

    private static IpRangeView ranges() {
        IpRangeView.Builder builder = new IpRangeView.Builder(1, "bundled", null);
        builder.add(new IpRangeRow(4, bytes("5.1.0.0"), bytes("5.1.255.255"), "DE"));
        builder.add(new IpRangeRow(6, bytes("2001:db8::"), bytes("2001:db8::ffff"), "ZZ"));
        return builder.build();
    }

    private static IpCityView cities() {
        IpCityView.Builder builder = new IpCityView.Builder(new IpDataRelease(2, "bundled", null));
        builder.add(new IpCityRow(bytes("5.1.0.0"), bytes("5.1.0.255"), "DE", "Land Berlin", null, "Berlin",
                "10115", 52.52, 13.405));
        builder.add(new IpCityRow(bytes("5.1.1.0"), bytes("5.1.1.255"), "AT", null, null, null, null, null, null));
        return builder.build();
    }

    private static IpNetworkView networks() {
        IpNetworkView.Builder builder = new IpNetworkView.Builder(new IpDataRelease(3, "bundled", null));
        builder.add(new IpNetworkRow(bytes("5.1.0.0"), bytes("5.1.0.255"), 3320, "Deutsche Telekom AG"));
        builder.add(new IpNetworkRow(bytes("5.1.2.0"), bytes("5.1.2.4"), 3320, "Deutsche Telekom AG"));
        builder.add(new IpNetworkRow(bytes("2001:db8::"), bytes("2001:db8::ffff"), 64496, null));
        return builder.build();
    }

    private static BoundaryView timezones() {
        try {
            return new BoundaryView(1, 1, BoundaryIndex.of(List.of(new Boundary("Europe/Berlin",
                    new WKTReader().read("POLYGON ((12 51, 15 51, 15 54, 12 54, 12 51))")))));
        } catch (ParseException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] bytes(String address) {
        IPAddress parsed = new IPAddressString(address).getAddress();
        return parsed.getBytes();
    }

    private static JsonObject parse(String json) {
        try (JsonReader reader = Json.createReader(new StringReader(json))) {
            return reader.readObject();
        }
    }

    @Test
    void anAddressAnswersItsCountryItsCityDataAndItsNetwork() {
        JsonObject berlin = parse(answers.locate("5.1.0.7", NAME, ALL).text());
        assertThat(berlin.keySet()).containsExactly("ip", "countryCode", "country", "city", "region", "postalCode",
                "latitude", "longitude", "timezone", "utcOffset", "network");
        assertThat(berlin.getString("ip")).isEqualTo("5.1.0.7");
        assertThat(berlin.getJsonObject("country").toString()).isEqualTo("{\"name\":\"Germany\"}");
        assertThat(berlin.getString("city")).isEqualTo("Berlin");
        assertThat(berlin.getJsonObject("region").toString()).as("no gazetteer: no code to agree with")
                .isEqualTo("{\"name\":\"Land Berlin\"}");
        assertThat(berlin.getJsonNumber("latitude").doubleValue()).isEqualTo(52.52);
        assertThat(berlin.getString("timezone")).isEqualTo("Europe/Berlin");
        assertThat(berlin.getString("utcOffset")).matches("\\+0[12]:00");
        assertThat(berlin.getJsonObject("network").toString())
                .isEqualTo("{\"asn\":3320,\"organization\":\"Deutsche Telekom AG\",\"range\":\"5.1.0.0/24\"}");
    }

    @Test
    void whatTheDataDoesNotKnowIsAbsentAndTheCountryStaysTheCountryDatas() {
        JsonObject unlocated = parse(answers.locate("5.1.1.1", NAME, ALL).text());
        assertThat(unlocated.keySet()).as("the city data's AT loses to the country data's DE; no city, no network")
                .containsExactly("ip", "countryCode", "country");
        assertThat(unlocated.getString("countryCode")).isEqualTo("DE");
        assertThat(parse(answers.locate("5.1.2.3", NAME, ALL).text()).getJsonObject("network").getString("range"))
                .as("a range that is not one block").isEqualTo("5.1.2.0-5.1.2.4");
    }

    @Test
    void ipFieldsKeepsOnlyTheMembersNamed() {
        assertThat(answers.locate("5.1.0.7", NAME, IpAnswerMembers.parse("city, network")).text()).isEqualTo(
                "{\"ip\":\"5.1.0.7\",\"city\":\"Berlin\",\"network\":{\"asn\":3320,"
                        + "\"organization\":\"Deutsche Telekom AG\",\"range\":\"5.1.0.0/24\"}}");
        assertThat(answers.locate("5.1.0.7", NAME, IpAnswerMembers.parse("countryCode")).text())
                .isEqualTo("{\"ip\":\"5.1.0.7\",\"countryCode\":\"DE\"}");
        assertThatThrownBy(() -> IpAnswerMembers.parse("city,town")).isInstanceOf(InvalidRequestException.class)
                .hasMessageStartingWith("unknown ipFields member 'town'; valid members: countryCode, country");
        assertThatThrownBy(() -> IpAnswerMembers.parse("")).isInstanceOf(InvalidRequestException.class);
    }

    @Test
    void anAddressWithoutACountryIsNotFoundAndABadOneIsInvalid() {
        assertThatThrownBy(() -> answers.locate("6.0.0.1", NAME, ALL)).isInstanceOf(RecordNotFoundException.class);
        assertThatThrownBy(() -> answers.locate("2001:db8::1", NAME, ALL)).as("a code without a country record")
                .isInstanceOf(RecordNotFoundException.class);
        assertThatThrownBy(() -> answers.locate("5.1.2", NAME, ALL)).isInstanceOf(InvalidRequestException.class);
    }

    @Test
    void aBatchAnswersEveryAddressInOrderWithAnErrorWhereThereIsNoCountry() {
        IpAnswerMembers code = IpAnswerMembers.parse("countryCode,country");
        assertThat(answers.locateAll(List.of("5.1.0.1", "nope", "6.0.0.1"), NAME, code).text()).isEqualTo("["
                + "{\"ip\":\"5.1.0.1\",\"countryCode\":\"DE\",\"country\":{\"name\":\"Germany\"}},"
                + "{\"ip\":\"nope\",\"error\":\"" + IpLookup.INVALID_ADDRESS + "\"},"
                + "{\"ip\":\"6.0.0.1\",\"error\":\"" + RecordNotFoundException.MESSAGE + "\"}]");
        assertThatThrownBy(() -> answers.locateAll(List.of(), NAME, ALL)).isInstanceOf(InvalidRequestException.class)
                .hasMessage("the array must hold at least one IP");
        assertThatThrownBy(() -> answers.locateAll(Collections.nCopies(IpLookup.MAX_BATCH + 1, "5.1.0.1"), NAME, ALL))
                .isInstanceOf(InvalidRequestException.class).hasMessage("at most 100 IPs per request");
    }

    @Test
    void theDataSourcesSayWhereEachDatasetCameFromAndHowTheyDisagree() {
        assertThat(cities().countryDisagreements(ranges())).as("5.1.1.0: AT by the city data, DE by the country data")
                .isEqualTo(1);
        assertThat(cities().countryDisagreements(IpRangeView.EMPTY)).isZero();
        JsonObject info = parse(answers.info(new IpQueries.DataSource("DB-IP", "CC BY 4.0", "by DB-IP"), 1).text());
        assertThat(info.getString("provider")).isEqualTo("DB-IP");
        assertThat(info.getString("source")).isEqualTo("bundled");
        assertThat(info.getString("lastUpdated")).isEqualTo(IpDataMonth.BUNDLED.toString());
        assertThat(info.getJsonArray("datasets").getValuesAs(JsonObject.class))
                .extracting(dataset -> dataset.getString("dataset") + " " + dataset.getInt("ipv4Ranges") + " "
                        + dataset.getInt("ipv6Ranges"))
                .containsExactly("ip-ranges 1 1", "ip-cities 2 0", "ip-networks 2 1");
        assertThat(info.getJsonArray("datasets").getJsonObject(1).getInt("countryDisagreements")).isEqualTo(1);
    }

    @Test
    void anAutonomousSystemListsItsRangesInOrder() {
        assertThat(answers.autonomousSystem(3320).text()).isEqualTo("{\"asn\":3320,\"organization\":"
                + "\"Deutsche Telekom AG\",\"ipv4Ranges\":2,\"ipv6Ranges\":0,\"ranges\":[\"5.1.0.0/24\","
                + "\"5.1.2.0-5.1.2.4\"]}");
        assertThat(parse(answers.autonomousSystem(64496).text()).getJsonArray("ranges").getString(0))
                .isEqualTo("2001:db8::/112");
        assertThatThrownBy(() -> answers.autonomousSystem(1)).isInstanceOf(RecordNotFoundException.class);
    }
}
