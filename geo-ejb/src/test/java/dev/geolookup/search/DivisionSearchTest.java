package dev.geolookup.search;

import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.place.SearchOrder;
import dev.geolookup.api.text.Language;
import dev.geolookup.place.Admin1IsoCodes;
import dev.geolookup.place.FeatureJson;
import dev.geolookup.place.FeatureRow;
import dev.geolookup.place.GazetteerQueries;
import dev.geolookup.place.GazetteerView;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Countries and divisions are places of the bundled gazetteer (datasets/geonames/divisions.txt.gz beside the GeoNames
 * files), found by their names in any language; and every city of /cities is a place. The expected ids are
 * GeoNames' own features (Bavaria 2951839, California 5332921), which the bundled cities files do not hold.
 */
@Tag("data-quality")
class DivisionSearchTest {

    private static GazetteerView places;
    private static GazetteerQueries queries;

    @BeforeAll
    static void load() {
        places = BundledGazetteer.view(BundledGazetteer.places());
        queries = new GazetteerQueries(places, FeatureJson.PLACE, null, BundledGazetteer.localNames(),
                Admin1IsoCodes.NONE);
    }

    @ParameterizedTest
    @CsvSource({"Bavaria, 2951839", "Bayern, 2951839", "California, 5332921", "Kalifornien, 5332921",
            "Île-de-France, 3012874", "ile de france, 3012874", "Germany, 2921044", "Deutschland, 2921044",
            "Schottland, 2638360", "Los Angeles County, 5368381"})
    void aDivisionOrCountryComesFirstAmongTheAdministrativeFeatures(String name, long expected) {
        assertThat(ids(PlaceQuery.matching(name).featureClass('A').limit(5).order(SearchOrder.RELEVANCE).build()))
                .first().isEqualTo(expected);
        assertThat(ids(PlaceQuery.matching(name).limit(3).order(SearchOrder.RELEVANCE).build()))
                .as("within the first three of every class").contains(expected);
    }

    @Test
    void everyCityOfTheCitiesDatasetIsAPlace() {
        List<Long> missing = BundledGazetteer.cities().stream().map(FeatureRow::geonameId)
                .filter(id -> places.rowOf(id) < 0).toList();
        assertThat(missing).isEmpty();
    }

    @Test
    void everyCountryWithAGeoNamesFeatureIsAPlace() {
        List<String> missing = BundledGazetteer.countryInfo().stream().filter(row -> !row[16].isEmpty())
                .map(row -> row[0]).filter(code -> places.countryFeatureRow(code) < 0).toList();
        assertThat(missing).as("historic codes only (AN, CS)").containsOnly("AN", "CS");
    }

    private static List<Long> ids(PlaceQuery query) {
        JsonArray results = Json.createReader(new ByteArrayInputStream(queries.search(query, Language.NONE).utf8()))
                .readArray();
        return results.stream().map(result -> result.asJsonObject().getJsonNumber("geonameId").longValue()).toList();
    }
}
