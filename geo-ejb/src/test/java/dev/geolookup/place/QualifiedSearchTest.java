package dev.geolookup.place;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.place.PlacePage;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.text.Language;
import dev.geolookup.subdivision.AdminDivisions;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A place as people write it, on a gazetteer built here: Illinois (US.IL) and Missouri (US.MO) with a Springfield
 * each, Israel (IL) with a Springfield too, Texas and France with a Paris each, and the countries' own features.
 */
class QualifiedSearchTest {

    private static final List<FeatureRow> FEATURES = List.of(
            feature(2988507, "Paris", "P", "PPLC", "FR", "11", 2_138_551, null),
            feature(4717560, "Paris", "P", "PPLA2", "US", "TX", 24_782, null),
            feature(4250542, "Springfield", "P", "PPLA", "US", "IL", 114_394, null),
            feature(4409896, "Springfield", "P", "PPLA2", "US", "MO", 159_498, null),
            feature(9999001, "Springfield", "P", "PPL", "IL", "01", 800, null),
            feature(6252001, "United States", "A", "PCLI", "US", null, 327_000_000, "USA,Vereinigte Staaten"),
            feature(294640, "Israel", "A", "PCLI", "IL", null, 9_000_000, null),
            feature(3017382, "France", "A", "PCLI", "FR", null, 66_000_000, "Frankreich"),
            feature(5128581, "New York City", "P", "PPL", "US", "NY", 8_804_190, "New York"),
            feature(4736286, "Texas", "A", "ADM1", "US", "TX", 22_875_689, "Tejas"));

    private static final Map<String, String> ALPHA3 = Map.of("US", "USA", "IL", "ISR", "FR", "FRA");

    private final GazetteerView gazetteer = view();
    private final GazetteerQueries queries = new GazetteerQueries(gazetteer, FeatureJson.PLACE, null,
            LocalNameView.EMPTY, Admin1IsoCodes.NONE, QualifierDictionary.of(gazetteer, admin1(),
            AdminNameView.EMPTY, ALPHA3::get, isoCodes()));

    @Test
    void aDivisionOrCountryAfterTheNameFiltersByIt() {
        assertThat(ids("Paris, Texas")).containsExactly(4717560L);
        assertThat(ids("Paris TX")).containsExactly(4717560L);
        assertThat(ids("Paris, Tejas")).as("a division by another of its names").containsExactly(4717560L);
        assertThat(ids("Springfield, Missouri")).containsExactly(4409896L);
        assertThat(ids("Springfield IL")).as("IL is Illinois and Israel: both, the larger first")
                .containsExactly(4250542L, 9999001L);
        assertThat(ids("Springfield, ISR")).containsExactly(9999001L);
        assertThat(ids("Springfield, Illinois, USA")).containsExactly(4250542L);
        assertThat(ids("Paris Frankreich")).containsExactly(2988507L);
    }

    @Test
    void theWholeTextStaysAName() {
        assertThat(ids("New York").get(0)).isEqualTo(5128581L);
        assertThat(ids("Texas")).first().isEqualTo(4736286L);
    }

    @Test
    void aCodeAloneInCapitalsFindsItsUnit() {
        assertThat(ids("USA")).first().isEqualTo(6252001L);
        assertThat(ids("ISR")).first().isEqualTo(294640L);
    }

    @Test
    void anUnfinishedLastQualifierKeepsWhatItCouldCompleteTo() {
        assertThat(ids("Paris, Te")).first().isEqualTo(4717560L);
        assertThat(ids("Springfield, Miss")).first().isEqualTo(4409896L);
    }

    @Test
    void aQualifierNothingLiesInIsSaidOnEachRecord() {
        JsonArray records = search(PlaceQuery.matching("Paris, Israel").build());
        assertThat(records).isNotEmpty();
        assertThat(records.getJsonObject(0).getJsonArray("unmatchedQualifiers").getString(0)).isEqualTo("Israel");
        JsonArray unknown = search(PlaceQuery.matching("Paris, Atlantis").build());
        assertThat(unknown.getJsonObject(0).getJsonArray("unmatchedQualifiers").getString(0)).isEqualTo("Atlantis");
        assertThat(search(PlaceQuery.matching("Paris, Texas").build()).getJsonObject(0)
                .containsKey("unmatchedQualifiers")).isFalse();
    }

    @Test
    void anExplicitCountryThatContradictsTheQualifiersIsRefusedWithWhy() {
        assertThatThrownBy(() -> search(PlaceQuery.matching("Paris, Texas").country("FR").build()))
                .isInstanceOf(InvalidRequestException.class).hasMessageContaining("'Texas' in q names Texas (US.TX)");
        assertThat(ids(PlaceQuery.matching("Springfield, IL").country("US").build())).containsExactly(4250542L);
    }

    @Test
    void countryAndAdmin1TakeCodesAndNamesAsQualifiersDo() {
        assertThat(ids(PlaceQuery.matching("springfield").country("USA").build()))
                .containsExactlyInAnyOrder(4409896L, 4250542L);
        assertThat(ids(PlaceQuery.matching("springfield").country("United States").build()))
                .containsExactlyInAnyOrder(4409896L, 4250542L);
        assertThat(ids(PlaceQuery.matching("springfield").admin1("Illinois").build())).containsExactly(4250542L);
        assertThat(ids(PlaceQuery.matching("paris").admin1("Tejas").build())).containsExactly(4717560L);
        assertThatThrownBy(() -> ids(PlaceQuery.matching("paris").country("Atlantis").build()))
                .isInstanceOf(InvalidRequestException.class).hasMessageContaining("'Atlantis' is neither");
        assertThatThrownBy(() -> ids(PlaceQuery.matching("paris").admin1("Ruritania").build()))
                .isInstanceOf(InvalidRequestException.class).hasMessageContaining("names no first-level division");
    }

    @Test
    void pagesFollowTheOneRankedOrderAndAListingKnowsItsTotal() {
        List<Long> whole = ids(PlaceQuery.matching("springfield").limit(10).build());
        assertThat(whole).hasSize(3);
        List<Long> paged = new ArrayList<>();
        for (int offset = 0; offset < 4; offset++) {
            paged.addAll(ids(PlaceQuery.matching("springfield").limit(1).offset(offset).build()));
        }
        assertThat(paged).isEqualTo(whole);
        PlacePage first = queries.page(PlaceQuery.matching(null).country("US").limit(2).build(), Language.NONE);
        assertThat(first.totalCount()).isEqualTo(6);
        assertThat(first.more()).isTrue();
        PlacePage last = queries.page(PlaceQuery.matching(null).country("US").limit(2).offset(4).build(),
                Language.NONE);
        assertThat(last.more()).isFalse();
        assertThat(queries.page(PlaceQuery.matching("paris").limit(1).build(), Language.NONE).totalCount()).isNull();
    }

    @Test
    void explainShowsTheNameAndWhatEachQualifierResolvedTo() {
        JsonObject reading = search(PlaceQuery.matching("Springfield, Illinois, USA").explain(true).build())
                .getJsonObject(0).getJsonObject("reading");
        assertThat(reading.getString("name")).isEqualTo("Springfield");
        assertThat(reading.getJsonArray("qualifiers").getJsonObject(0).getString("code")).isEqualTo("US.IL");
        assertThat(reading.getJsonArray("qualifiers").getJsonObject(1).getString("code")).isEqualTo("US");
    }

    @Test
    void hostileQualifierListsStayBoundedAndExplainThemselves() {
        assertThat(ids("Paris" + ",".repeat(50))).first().isEqualTo(2988507L);
        assertThat(ids("Paris, " + "a,".repeat(60))).isNotEmpty();
        assertThat(ids("Paris, " + "x".repeat(200))).first().isEqualTo(2988507L);
        assertThat(ids("CA ".repeat(60).trim())).isEmpty();
        assertThatThrownBy(() -> ids(",;.!?"))
                .isInstanceOf(InvalidRequestException.class).hasMessageContaining("at least one letter or digit");
    }

    @Test
    void nameFormsSwapWhatPeopleShorten() {
        assertThat(NameForms.of("St. Louis")).containsExactly("stlouis", "saintlouis");
        assertThat(NameForms.of("Mount Pleasant")).containsExactly("mountpleasant", "mtpleasant");
        assertThat(NameForms.of("Trinidad & Tobago")).containsExactly("trinidadtobago", "trinidadandtobago");
        assertThat(NameForms.of("Berlin")).containsExactly("berlin");
    }

    private List<Long> ids(String q) {
        return ids(PlaceQuery.matching(q).build());
    }

    private List<Long> ids(PlaceQuery query) {
        return search(query).getValuesAs(JsonObject.class).stream()
                .map(record -> record.getJsonNumber("geonameId").longValue()).toList();
    }

    private JsonArray search(PlaceQuery query) {
        return Json.createReader(new StringReader(queries.search(query, Language.NONE).text())).readArray();
    }

    private static GazetteerView view() {
        GazetteerViewBuilder builder = new GazetteerViewBuilder(1);
        FEATURES.forEach(builder::add);
        return builder.build();
    }

    private static AdminNameView admin1() {
        return AdminNameView.of(1, List.of(AdminDivisions.division("US.IL", "Illinois", null),
                AdminDivisions.division("US.MO", "Missouri", null),
                AdminDivisions.division("US.TX", "Texas", 4736286L),
                AdminDivisions.division("US.NY", "New York", null),
                AdminDivisions.division("FR.11", "Ile-de-France", null),
                AdminDivisions.division("IL.01", "Southern District", null)));
    }

    private static Admin1IsoCodes isoCodes() {
        return new Admin1IsoCodes() {
            @Override
            public Optional<String> admin1KeyOf(String isoCode) {
                return Optional.empty();
            }

            @Override
            public Optional<String> isoCodeOf(String admin1Key) {
                return admin1Key.startsWith("US.") ? Optional.of(admin1Key.replace('.', '-')) : Optional.empty();
            }
        };
    }

    private static FeatureRow feature(long geonameId, String name, String featureClass, String featureCode,
                                      String country, String admin1, long population, String alternateNames) {
        return new FeatureRow(geonameId, name, name, featureClass, featureCode, country, admin1, null, 0, 0,
                population, "UTC", alternateNames);
    }
}
