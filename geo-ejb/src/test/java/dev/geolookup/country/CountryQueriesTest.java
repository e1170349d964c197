package dev.geolookup.country;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.country.CountryFilter;
import dev.geolookup.api.country.CountryFilter.Criterion;
import dev.geolookup.api.country.CountryPage;
import dev.geolookup.api.country.CountrySort;
import dev.geolookup.api.country.FieldSelection;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Every country query decided over a small view, edge cases included, without a container. */
class CountryQueriesTest {

    private static final FieldSelection NAMES = FieldSelection.parse("name", null);

    private final CountryQueries queries = new CountryQueries(CountryView.of(3, List.of(
            country("CI", "CIV", "Côte d'Ivoire", "Côte d'Ivoire", "Yamoussoukro", "Ivorian", "Africa",
                    "Western Africa", 26_378_274, 322_463.0, "225", "XOF", "fr", "fra", ".ci", List.of("GHA")),
            country("GH", "GHA", "Ghana", "Ghana", "Accra", "Ghanaian", "Africa", "Western Africa", 31_072_940,
                    238_533.0, "233", "GHS", "en", "eng", ".gh", List.of("CIV")),
            country("AQ", "ATA", "Antarctica", "Antarctica", "", "Antarctican", "Polar", "", 1_000, null,
                    "672", "AUD", "en", "eng", ".aq", List.of()))));

    private static Country country(String alpha2, String alpha3, String name, String nativeName, String capital,
                                   String demonym, String region, String subregion, long population, Double area,
                                   String callingCode, String currency, String iso639_1, String iso639_2, String tld,
                                   List<String> borders) {
        Country country = new Country(alpha2, alpha3, name, 0);
        country.setNativeName(nativeName);
        country.setCapital(capital);
        country.setDemonym(demonym);
        country.setRegion(region);
        country.setSubregion(subregion);
        country.setPopulation(population);
        country.setArea(area);
        country.getCallingCodes().add(callingCode);
        country.getCurrencies().add(new Currency(currency, currency, currency));
        country.getLanguages().add(new SpokenLanguage(iso639_1, iso639_2, iso639_2, iso639_2));
        country.getTopLevelDomains().add(tld);
        country.getTimezones().add("UTC+00:00");
        country.getBorders().addAll(borders);
        country.getTranslations().put("de", name + "-de");
        return country;
    }

    private static String names(JsonBody body) {
        return body.text();
    }

    private String matching(Criterion criterion, String text) {
        return names(queries.matching(CountryFilter.of(criterion, text), NAMES));
    }

    @Test
    void namesMatchWithoutCaseAccentsOrPunctuationAndWholeNamesOnlyWithFullText() {
        assertThat(names(queries.matching(CountryFilter.name("COTE D IVOIRE", false), NAMES)))
                .isEqualTo("[{\"name\":\"Côte d'Ivoire\"}]");
        assertThat(names(queries.matching(CountryFilter.name("côte d'ivoire ", true), NAMES)))
                .isEqualTo("[{\"name\":\"Côte d'Ivoire\"}]");
        assertThatThrownBy(() -> queries.matching(CountryFilter.name("cote", true), NAMES))
                .isInstanceOf(RecordNotFoundException.class);
        assertThat(names(queries.matching(CountryFilter.translation("ghana-d", false), NAMES)))
                .isEqualTo("[{\"name\":\"Ghana\"}]");
        assertThat(names(queries.matching(CountryFilter.translation("Ghana-DE", true), NAMES)))
                .isEqualTo("[{\"name\":\"Ghana\"}]");
    }

    @Test
    void aTextWithNothingToMatchIsRefusedWithItsName() {
        assertThatThrownBy(() -> queries.matching(CountryFilter.name(" ", false), NAMES))
                .isInstanceOf(InvalidRequestException.class).hasMessage("name must not be empty");
        assertThatThrownBy(() -> matching(Criterion.CAPITAL, "'-'"))
                .isInstanceOf(InvalidRequestException.class)
                .hasMessage("capital must contain at least one letter or digit");
        assertThatThrownBy(() -> matching(Criterion.TOP_LEVEL_DOMAIN, "."))
                .isInstanceOf(InvalidRequestException.class).hasMessage("top-level domain must not be empty");
        assertThatThrownBy(() -> matching(Criterion.BORDERS, ""))
                .isInstanceOf(InvalidRequestException.class).hasMessage("country name must not be empty");
    }

    @Test
    void eachTextCriterionComparesItsOwnKey() {
        assertThat(matching(Criterion.CAPITAL, "ACCR")).isEqualTo("[{\"name\":\"Ghana\"}]");
        assertThat(matching(Criterion.DEMONYM, " ivorian ")).isEqualTo("[{\"name\":\"Côte d'Ivoire\"}]");
        assertThatThrownBy(() -> matching(Criterion.DEMONYM, "ivoria")).isInstanceOf(RecordNotFoundException.class);
        assertThat(matching(Criterion.REGION, "AFRICA")).isEqualTo("[{\"name\":\"Côte d'Ivoire\"},{\"name\":\"Ghana\"}]");
        assertThat(matching(Criterion.SUBREGION, "western africa")).contains("Ghana");
        assertThat(matching(Criterion.TIMEZONE, "utc+00:00")).contains("Antarctica", "Ghana");
        assertThat(matching(Criterion.CALLING_CODE, "+233")).isEqualTo("[{\"name\":\"Ghana\"}]");
        assertThat(matching(Criterion.CURRENCY, "xof")).isEqualTo("[{\"name\":\"Côte d'Ivoire\"}]");
        assertThat(matching(Criterion.LANGUAGE, "FRA")).isEqualTo("[{\"name\":\"Côte d'Ivoire\"}]");
        assertThat(matching(Criterion.LANGUAGE, "en")).contains("Ghana", "Antarctica");
        assertThat(matching(Criterion.TOP_LEVEL_DOMAIN, "GH")).isEqualTo(matching(Criterion.TOP_LEVEL_DOMAIN, ".gh"));
    }

    @Test
    void bordersAreTheNeighboursRecordsAndAnIslandHasNone() {
        assertThat(matching(Criterion.BORDERS, "GHANA")).isEqualTo("[{\"name\":\"Côte d'Ivoire\"}]");
        assertThat(matching(Criterion.BORDERS, "antarctica")).isEqualTo("[]");
        assertThatThrownBy(() -> matching(Criterion.BORDERS, "Gha")).isInstanceOf(RecordNotFoundException.class);
    }

    @Test
    void rangesLeaveOutUnknownValuesAndAnEmptyRangeIsNoRefusal() {
        assertThat(names(queries.matching(CountryFilter.area(200_000.0, 300_000.0), NAMES)))
                .isEqualTo("[{\"name\":\"Ghana\"}]");
        assertThat(names(queries.matching(CountryFilter.area(null, null), NAMES)))
                .doesNotContain("Antarctica");
        assertThat(names(queries.matching(CountryFilter.population(null, 999L), NAMES))).isEqualTo("[]");
        assertThatThrownBy(() -> queries.matching(CountryFilter.population(10L, 1L), NAMES))
                .isInstanceOf(InvalidRequestException.class).hasMessageContaining("min");
    }

    @Test
    void pagesCountAllAndGoEmptyPastTheEnd() {
        CountryPage first = queries.all(CountrySort.parse("population", "desc"), 0, 2, NAMES);
        assertThat(first.totalCount()).isEqualTo(3);
        assertThat(names(first.body())).isEqualTo("[{\"name\":\"Ghana\"},{\"name\":\"Côte d'Ivoire\"}]");
        CountryPage past = queries.all(CountrySort.parse(null, null), 7, Integer.MAX_VALUE, NAMES);
        assertThat(names(past.body())).isEqualTo("[]");
        assertThat(past.totalCount()).isEqualTo(3);
    }

    @Test
    void codesFindOneRecordAndAnAnswerIsKeptForTheNextSameQuery() {
        assertThat(names(queries.byAlphaCode("gha", NAMES))).isEqualTo("{\"name\":\"Ghana\"}");
        assertThatThrownBy(() -> queries.byAlphaCode("ZZ", NAMES)).isInstanceOf(RecordNotFoundException.class);
        assertThat(queries.matching(CountryFilter.of(Criterion.REGION, "africa"), NAMES))
                .isSameAs(queries.matching(CountryFilter.of(Criterion.REGION, " Africa"), NAMES));
    }

    @Test
    void anEmptyViewHasNoRandomCountry() {
        assertThatThrownBy(() -> new CountryQueries(CountryView.EMPTY).random(new RandomCountryPicker(),
                FieldSelection.LEAN)).isInstanceOf(RecordNotFoundException.class);
    }
}
