package dev.geolookup.adapter.geonames;

import dev.geolookup.adapter.AdapterViews;
import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.geonames.GeoNamesRequest;
import dev.geolookup.api.adapter.geonames.GeoNamesService;
import dev.geolookup.api.place.FeatureCodes;
import dev.geolookup.api.text.Language;
import dev.geolookup.boundary.BoundaryView;
import dev.geolookup.country.CountryInfoView;
import dev.geolookup.country.CountryView;
import dev.geolookup.place.Admin1IsoCodes;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.FeatureJson;
import dev.geolookup.place.FeatureRow;
import dev.geolookup.place.GazetteerQueries;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.GazetteerViewBuilder;
import dev.geolookup.place.LocalNameView;
import dev.geolookup.postal.PostalCodeView;
import dev.geolookup.subdivision.Admin1Outlines;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * searchJSON on a gazetteer of eight features built here (one without a feature code): GeoNames' filters (repeated countries and codes, the
 * country bias, name_equals), its paging and total, and the MEDIUM row's members in GeoNames' order.
 */
class SearchHandlerTest {

    private static final List<FeatureRow> FEATURES = List.of(
            row(2988507, "Paris", "FR", "PPLC", 2_138_551),
            row(4717560, "Paris", "US", "PPLA2", 24_782),
            row(4647963, "Paris", "US", "PPL", 10_000),
            row(6942553, "Paris", "CA", "PPL", 11_000),
            row(2988506, "Paris-l'Hôpital", "FR", "PPL", 260),
            row(3703443, "Parismina", "CR", "PPL", 800),
            row(2950159, "Berlin", "DE", "PPLC", 3_426_354),
            row(2950160, "Berlinchen", "DE", null, 100));

    private final GazetteerView gazetteer = gazetteer();

    @Test
    void ranksAsThePlacesAndCountsEveryMatch() {
        JsonObject answer = search(Map.of("q", List.of("paris")));
        assertThat(answer.getInt("totalResultsCount")).isEqualTo(6);
        assertThat(ids(answer)).startsWith(2988507L, 4717560L);
        assertThat(ids(search(Map.of("q", List.of("paris"), "maxRows", List.of("2"), "startRow", List.of("1")))))
                .isEqualTo(ids(answer).subList(1, 3));
        assertThat(search(Map.of("q", List.of("qqqx"))).toString()).isEqualTo("{\"totalResultsCount\":0,\"geonames\":[]}");
    }

    @Test
    void repeatedFiltersAreAnyOfAndTheBiasComesFirst() {
        JsonObject twoCountries = search(Map.of("q", List.of("paris"), "country", List.of("us", "CA")));
        assertThat(ids(twoCountries)).containsExactlyInAnyOrder(4717560L, 4647963L, 6942553L);
        assertThat(twoCountries.getInt("totalResultsCount")).isEqualTo(3);
        assertThat(ids(search(Map.of("q", List.of("paris"), "featureCode", List.of("PPLC", "PPLA2")))))
                .containsExactly(2988507L, 4717560L);
        List<Long> biased = ids(search(Map.of("q", List.of("paris"), "countryBias", List.of("US"))));
        assertThat(biased.subList(0, 2)).containsExactlyInAnyOrder(4717560L, 4647963L);
        assertThat(biased).hasSize(6);
    }

    @Test
    void aRowWithoutACodeIsNotOneOfTheCodesAsked() {
        assertThat(ids(search(Map.of("q", List.of("berlin"), "featureCode", List.of("PPLC", "0")))))
                .containsExactly(2950159L);
        assertThat(ids(search(Map.of("q", List.of("berlin"), "featureClass", List.of("A"))))).isEmpty();
        assertThatThrownBy(() -> search(Map.of("name_equals", List.of("!!!"))))
                .as("the bean answers GeoNames' status 14").isInstanceOf(InvalidRequestException.class);
    }

    @Test
    void nameEqualsWantsTheWholeName() {
        assertThat(ids(search(Map.of("name_equals", List.of("PARIS"), "country", List.of("FR")))))
                .containsExactly(2988507L);
        assertThat(ids(search(Map.of("name_startsWith", List.of("parism"))))).containsExactly(3703443L);
    }

    @Test
    void theMediumRowHasGeoNamesMembersInItsOrder() {
        JsonObject row = search(Map.of("q", List.of("berlin"))).getJsonArray("geonames").getJsonObject(0);
        assertThat(row.keySet()).containsExactly("adminCode1", "lng", "geonameId", "toponymName", "fcl",
                "population", "countryCode", "name", "fclName", "fcodeName", "adminName1", "lat", "fcode");
        assertThat(row.getString("lat")).isEqualTo("52.52437");
        assertThat(row.getString("fcodeName")).isEqualTo("capital of a political entity");
        assertThat(row.getString("adminName1")).as("no name known: empty, never null").isEmpty();
    }

    private JsonObject search(Map<String, List<String>> parameters) {
        GazetteerQueries queries = new GazetteerQueries(gazetteer, FeatureJson.PLACE, null, LocalNameView.EMPTY,
                Admin1IsoCodes.NONE);
        AdapterViews views = new AdapterViews(gazetteer, gazetteer, AdminNameView.EMPTY, AdminNameView.EMPTY,
                CountryView.of(0, List.of()), CountryInfoView.EMPTY, Admin1Outlines.NONE, BoundaryView.EMPTY,
                BoundaryView.EMPTY, PostalCodeView.EMPTY, LocalNameView.EMPTY, FeatureCodes.bundled(), queries,
                queries, Language.NONE);
        JsonBody body = new SearchHandler(views).answer(GeoNamesRequest.read(GeoNamesService.SEARCH,
                parameters::get));
        return Json.createReader(new StringReader(body.text())).readObject();
    }

    private static List<Long> ids(JsonObject answer) {
        return answer.getJsonArray("geonames").getValuesAs(JsonObject.class).stream()
                .map(row -> row.getJsonNumber("geonameId").longValue()).toList();
    }

    private static GazetteerView gazetteer() {
        GazetteerViewBuilder builder = new GazetteerViewBuilder(1);
        FEATURES.forEach(builder::add);
        return builder.build();
    }

    private static FeatureRow row(long geonameId, String name, String country, String featureCode, long population) {
        double latitude = geonameId == 2950159 ? 52.52437 : 10 + Arrays.asList(2988507, 4717560).indexOf((int) geonameId);
        return new FeatureRow(geonameId, name, name, "P", featureCode, country, "01", null, latitude, 13.41,
                population, "Europe/Berlin", null);
    }
}
