package dev.geolookup.imports.country;

import dev.geolookup.api.Jsonp;
import dev.geolookup.imports.DatasetSource;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParser;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

class CountryNameTranslationsTest {

    private static final Path DATA_NOTICE = Path.of("..", "DATA-NOTICE.md");
    private static final String CORRECTIONS_HEADING = "### Corrected v2 translations";

    /** One correction as the data notice lists it: country, v2 key, the text in the file, the text served. */
    private record Correction(String alpha2, String key, String published, String served) {
    }

    @Test
    void everyCorrectionOfTheBundledFileIsTheOneTheDataNoticeLists() throws Exception {
        List<Correction> made = new ArrayList<>();
        Map<String, Map<String, String>> publishedByAlpha2 = publishedTranslations();
        for (CountryRow country : bundledCountries()) {
            publishedByAlpha2.get(country.alpha2Code()).forEach((key, text) -> {
                String served = country.translations().get(key);
                if (!served.equals(text)) {
                    made.add(new Correction(country.alpha2Code(), key, text, served));
                }
            });
        }
        assertThat(made).as("the corrections made, as rows of the data notice's table:%n%s", made.stream()
                        .map(correction -> "| " + correction.alpha2() + " | " + correction.key() + " | " + correction.published() + " | "
                                + correction.served() + " |").collect(Collectors.joining("\n")))
                .containsExactlyInAnyOrderElementsOf(listedInTheDataNotice());
    }

    @Test
    void aTranslationNamingAnotherCountryIsReplacedByTheOneOfThisCountry() {
        Map<String, String> corrected = CountryNameTranslations.corrected("DE", "Germany",
                Map.of("hu", "Grúzia", "de", "Deutschland", "br", "Alamagn"));
        assertThat(corrected).containsEntry("hu", "Németország")
                .containsEntry("de", "Deutschland")
                .containsEntry("br", "Alamagn");
    }

    @Test
    void anEnglishNameLeftUntranslatedIsReplacedButASpellingVariantStays() {
        assertThat(CountryNameTranslations.corrected("AW", "Aruba", Map.of("ru", "Aruba", "pt", "Aruba")))
                .containsEntry("ru", "Аруба")
                .containsEntry("pt", "Aruba");
        assertThat(CountryNameTranslations.corrected("ZW", "Zimbabwe", Map.of("fa", "زیمباوه")))
                .containsEntry("fa", "زیمباوه");
    }

    @Test
    void aReplacementTheFileGivesToTwoCountriesIsNotTrusted() {
        // world-countries names Tanzania "Tádzsikisztán" (Tajikistan) in Hungarian: the v2 "Tanzánia" stays.
        assertThat(CountryNameTranslations.corrected("TZ", "Tanzania, United Republic of", Map.of("hu", "Tanzánia")))
                .containsEntry("hu", "Tanzánia");
    }

    @Test
    void holdsCommonAndOfficialNamesInTheTwentyThreeLanguages() {
        List<CountryRow.NameTranslation> germany = CountryNameTranslations.of("DE");
        assertThat(germany).hasSize(23);
        assertThat(germany).contains(new CountryRow.NameTranslation("spa", "Alemania", "República Federal de Alemania"));
        assertThat(CountryNameTranslations.of("ZZ")).isEmpty();
    }

    private static List<CountryRow> bundledCountries() throws IOException {
        List<CountryRow> countries = new ArrayList<>();
        try (DatasetSource file = DatasetSource.open(DatasetSource.BUNDLED, "/datasets/countries/countriesV2.json.gz");
             JsonParser parser = Jsonp.PROVIDER.createParser(file.content())) {
            parser.next();
            for (JsonValue element : (Iterable<JsonValue>) parser.getArrayStream()::iterator) {
                try {
                    countries.add(CountryJsonMapping.toCountry(element, countries.size()));
                } catch (MalformedCountryException e) {
                    throw new AssertionError("the bundled file has a malformed record: " + e.getMessage(), e);
                }
            }
        }
        return countries;
    }

    /** The translations of every record of the bundled file as published, by the record's alpha-2 code. */
    private static Map<String, Map<String, String>> publishedTranslations() throws IOException {
        try (DatasetSource file = DatasetSource.open(DatasetSource.BUNDLED, "/datasets/countries/countriesV2.json.gz");
             JsonParser parser = Jsonp.PROVIDER.createParser(file.content())) {
            parser.next();
            return parser.getArrayStream().map(JsonValue::asJsonObject)
                    .collect(Collectors.toMap(country -> country.getString("alpha2Code"),
                            country -> country.getJsonObject("translations").entrySet().stream()
                                    .filter(entry -> entry.getValue().getValueType() == JsonValue.ValueType.STRING)
                                    .collect(Collectors.toMap(Map.Entry::getKey,
                                            entry -> ((JsonString) entry.getValue()).getString())),
                            (first, repeated) -> first));
        }
    }

    /** The rows of the corrections table: | country | key | published | served |. */
    private static List<Correction> listedInTheDataNotice() throws IOException {
        String notice = Files.readString(DATA_NOTICE, StandardCharsets.UTF_8);
        int section = notice.indexOf(CORRECTIONS_HEADING);
        assertThat(section).as("the data notice has a section " + CORRECTIONS_HEADING).isNotNegative();
        List<Correction> listed = new ArrayList<>();
        for (String line : notice.substring(section).lines().skip(1).toList()) {
            if (line.startsWith("#")) {
                break;
            }
            String[] cells = line.split("\\|");
            if (cells.length == 5 && cells[1].trim().matches("[A-Z]{2}")) {
                listed.add(new Correction(cells[1].trim(), cells[2].trim(), cells[3].trim(), cells[4].trim()));
            }
        }
        return listed;
    }
}
