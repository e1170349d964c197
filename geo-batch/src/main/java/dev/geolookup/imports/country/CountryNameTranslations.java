package dev.geolookup.imports.country;

import dev.geolookup.api.text.TextFolding;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A country's names in the 23 languages of the bundled {@link WorldCountries} file, and the corrections they make
 * to the REST Countries v2 translations.
 *
 * <p>A v2 translation is corrected when the world-countries file shows it to be wrong: in that language it is the
 * name of another country and not of this one (Germany's {@code hu} "Grúzia" is Georgia), or it is this country's
 * English name left untranslated (Aruba's {@code ru} "Aruba"). It is replaced by the file's common name, unless that
 * name is given to another country in the same language too (the file calls both Tanzania and Tajikistan
 * "Tádzsikisztán" in Hungarian): then the file is not trusted there and the v2 text stays.
 */
final class CountryNameTranslations {

    /** The v2 keys and the world-countries language each means; v2's "se" holds Swedish, its "br" has no match. */
    static final Map<String, String> V2_KEY_LANGUAGES = Map.ofEntries(
            Map.entry("cs", "ces"), Map.entry("de", "deu"), Map.entry("es", "spa"), Map.entry("fa", "per"),
            Map.entry("fr", "fra"), Map.entry("hr", "hrv"), Map.entry("hu", "hun"), Map.entry("it", "ita"),
            Map.entry("ja", "jpn"), Map.entry("nl", "nld"), Map.entry("pl", "pol"), Map.entry("pt", "por"),
            Map.entry("ru", "rus"), Map.entry("se", "swe"), Map.entry("zh", "zho"));

    private static final Map<String, Map<String, CountryRow.NameTranslation>> BY_ALPHA2 = new HashMap<>();
    private static final Map<String, Set<String>> ENGLISH_BY_ALPHA2 = new HashMap<>();
    /** Per language, each folded common or official name with the countries (alpha-2) that carry it. */
    private static final Map<String, Map<String, Set<String>>> OWNERS = new HashMap<>();

    static {
        for (JsonObject country : WorldCountries.records()) {
            String alpha2 = country.getString("cca2");
            JsonObject english = country.getJsonObject("name");
            ENGLISH_BY_ALPHA2.put(alpha2,
                    folded(english.getString("common", null), english.getString("official", null)));
            Map<String, CountryRow.NameTranslation> translations = new TreeMap<>();
            country.getJsonObject("translations").forEach((language, names) -> {
                if (names.getValueType() == JsonValue.ValueType.OBJECT) {
                    JsonObject pair = names.asJsonObject();
                    var translation = new CountryRow.NameTranslation(language,
                            pair.getString("common", null), pair.getString("official", null));
                    translations.put(language, translation);
                    folded(translation.common(), translation.official()).forEach(name -> OWNERS
                            .computeIfAbsent(language, any -> new HashMap<>())
                            .computeIfAbsent(name, any -> new HashSet<>()).add(alpha2));
                }
            });
            BY_ALPHA2.put(alpha2, translations);
        }
    }

    private CountryNameTranslations() {
    }

    /** The country's names in every language the file holds, by language code; none for a country it lacks. */
    static List<CountryRow.NameTranslation> of(String alpha2Code) {
        return List.copyOf(BY_ALPHA2.getOrDefault(alpha2Code, Map.of()).values());
    }

    /** The v2 translations of the record with every wrong one replaced (see the class comment), in their order. */
    static Map<String, String> corrected(String alpha2Code, String recordName, Map<String, String> v2) {
        Map<String, CountryRow.NameTranslation> held = BY_ALPHA2.getOrDefault(alpha2Code, Map.of());
        Set<String> english = new HashSet<>(ENGLISH_BY_ALPHA2.getOrDefault(alpha2Code, Set.of()));
        english.addAll(folded(recordName));
        Map<String, String> corrected = new LinkedHashMap<>(v2);
        v2.forEach((key, text) -> {
            String language = V2_KEY_LANGUAGES.get(key);
            CountryRow.NameTranslation translation = language == null ? null : held.get(language);
            if (translation == null || translation.common() == null) {
                return;
            }
            String foldedText = TextFolding.fold(text);
            Set<String> owners = owners(language, foldedText);
            boolean wrong = !owners.contains(alpha2Code) && (!owners.isEmpty() || english.contains(foldedText));
            if (wrong && owners(language, TextFolding.fold(translation.common())).equals(Set.of(alpha2Code))) {
                corrected.put(key, translation.common());
            }
        });
        return corrected;
    }

    private static Set<String> owners(String language, String foldedName) {
        return OWNERS.getOrDefault(language, Map.of()).getOrDefault(foldedName, Set.of());
    }

    private static Set<String> folded(String... names) {
        return Stream.of(names).filter(Objects::nonNull).map(TextFolding::fold).filter(name -> !name.isEmpty())
                .collect(Collectors.toSet());
    }
}
