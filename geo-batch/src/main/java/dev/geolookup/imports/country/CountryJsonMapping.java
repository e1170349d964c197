package dev.geolookup.imports.country;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Maps one element of the REST Countries v2 JSON to a country row. The published file has a few quirks that
 * are read as what they mean: a numeric code given as a number, "iso639-1" and "nativName" for the usual keys,
 * map links under the wrong key or outside the maps object (each link is placed by its host).
 */
final class CountryJsonMapping {

    private static final Pattern ALPHA2 = Pattern.compile("[A-Z]{2}");
    private static final Pattern ALPHA3 = Pattern.compile("[A-Z]{3}");

    private CountryJsonMapping() {
    }

    static CountryRow toCountry(JsonValue element, int position) throws MalformedCountryException {
        if (element.getValueType() != JsonValue.ValueType.OBJECT) {
            throw new MalformedCountryException("not a JSON object");
        }
        JsonObject json = element.asJsonObject();
        String alpha2 = code(json, "alpha2Code", ALPHA2);
        String alpha3 = code(json, "alpha3Code", ALPHA3);
        String name = text(json, "name");
        if (name == null || name.isBlank()) {
            throw new MalformedCountryException("missing name");
        }
        Double area = number(json, "area");
        double[] latLng = latLng(json);
        JsonObject flags = object(json, "flags");
        List<String> mapLinks = mapLinks(json);
        return new CountryRow(alpha2, alpha3, position, name, text(json, "nativeName"),
                numericCode(json.get("numericCode")), blankToNull(text(json, "cioc")), text(json, "capital"),
                text(json, "region"), text(json, "subregion"), population(json),
                latLng == null ? null : latLng[0], latLng == null ? null : latLng[1], text(json, "demonym"),
                area != null ? area : CountryAreaGaps.areaOf(alpha3).orElse(null),
                flags == null ? null : text(flags, "svg"), flags == null ? null : text(flags, "png"),
                firstContaining(mapLinks, "google."), firstContaining(mapLinks, "openstreetmap.org"),
                strings(json, "topLevelDomain"),
                strings(json, "callingCodes").stream().filter(code -> !code.isBlank()).toList(),
                strings(json, "altSpellings"), strings(json, "timezones"), strings(json, "borders"),
                objects(json, "currencies").stream().map(currency -> new CountryRow.Currency(text(currency, "code"),
                        text(currency, "name"), text(currency, "symbol"))).toList(),
                objects(json, "languages").stream().map(language -> new CountryRow.SpokenLanguage(
                        blankToNull(firstText(language, "iso639_1", "iso639-1")),
                        blankToNull(firstText(language, "iso639_2", "iso639-2")),
                        text(language, "name"),
                        firstText(language, "nativeName", "nativName"))).toList(),
                CountryNameTranslations.corrected(alpha2, name, translations(json)),
                CountryNameTranslations.of(alpha2),
                objects(json, "regionalBlocs").stream()
                        .filter(bloc -> text(bloc, "acronym") != null && !text(bloc, "acronym").isBlank())
                        .map(bloc -> new CountryRow.RegionalBloc(text(bloc, "acronym"), text(bloc, "name"),
                                strings(bloc, "otherAcronyms"), strings(bloc, "otherNames")))
                        .toList());
    }

    private static Map<String, String> translations(JsonObject json) {
        Map<String, String> translations = new LinkedHashMap<>();
        JsonObject given = object(json, "translations");
        if (given != null) {
            given.forEach((language, translation) -> {
                if (translation.getValueType() == JsonValue.ValueType.STRING) {
                    translations.put(language, ((JsonString) translation).getString());
                }
            });
        }
        return translations;
    }

    private static String code(JsonObject json, String key, Pattern format) throws MalformedCountryException {
        String code = text(json, key);
        if (code == null || !format.matcher(code.trim().toUpperCase(Locale.ROOT)).matches()) {
            throw new MalformedCountryException("missing or malformed " + key);
        }
        return code.trim().toUpperCase(Locale.ROOT);
    }

    private static long population(JsonObject json) throws MalformedCountryException {
        JsonValue value = json.get("population");
        if (value == null || value.getValueType() != JsonValue.ValueType.NUMBER
                || ((JsonNumber) value).longValue() < 0) {
            throw new MalformedCountryException("missing or malformed population");
        }
        return ((JsonNumber) value).longValue();
    }

    /** ISO 3166-1 numeric codes are three digits; the file sometimes gives them as a number. */
    private static String numericCode(JsonValue value) {
        if (value == null) {
            return null;
        }
        String digits = switch (value.getValueType()) {
            case NUMBER -> String.valueOf(((JsonNumber) value).intValue());
            case STRING -> ((JsonString) value).getString().trim();
            default -> "";
        };
        if (!digits.matches("[0-9]{1,3}")) {
            return null;
        }
        return "0".repeat(3 - digits.length()) + digits;
    }

    /** latitude and longitude, or null when the record has no such pair. */
    private static double[] latLng(JsonObject json) {
        JsonValue latLng = json.get("latlng");
        if (latLng != null && latLng.getValueType() == JsonValue.ValueType.ARRAY) {
            JsonArray pair = latLng.asJsonArray();
            if (pair.size() == 2 && pair.get(0) instanceof JsonNumber lat && pair.get(1) instanceof JsonNumber lng) {
                return new double[] {lat.doubleValue(), lng.doubleValue()};
            }
        }
        return null;
    }

    /** Every map link the record gives, wherever it puts it; each is later placed by its host. */
    private static List<String> mapLinks(JsonObject json) {
        List<String> links = new ArrayList<>();
        JsonObject maps = object(json, "maps");
        if (maps != null) {
            maps.values().stream().filter(JsonString.class::isInstance)
                    .forEach(link -> links.add(((JsonString) link).getString()));
        }
        for (String key : List.of("gmaps", "openstreetmap")) {
            String link = text(json, key);
            if (link != null) {
                links.add(link);
            }
        }
        return links;
    }

    private static String firstContaining(List<String> links, String host) {
        return links.stream().filter(link -> link.contains(host)).findFirst().orElse(null);
    }

    private static String text(JsonObject json, String key) {
        JsonValue value = json.get(key);
        return value != null && value.getValueType() == JsonValue.ValueType.STRING
                ? ((JsonString) value).getString() : null;
    }

    private static String firstText(JsonObject json, String key, String alternativeKey) {
        String value = text(json, key);
        return value != null ? value : text(json, alternativeKey);
    }

    private static Double number(JsonObject json, String key) {
        JsonValue value = json.get(key);
        return value != null && value.getValueType() == JsonValue.ValueType.NUMBER
                ? ((JsonNumber) value).doubleValue() : null;
    }

    private static JsonObject object(JsonObject json, String key) {
        JsonValue value = json.get(key);
        return value != null && value.getValueType() == JsonValue.ValueType.OBJECT ? value.asJsonObject() : null;
    }

    private static List<String> strings(JsonObject json, String key) {
        JsonValue value = json.get(key);
        if (value == null || value.getValueType() != JsonValue.ValueType.ARRAY) {
            return List.of();
        }
        return value.asJsonArray().stream().filter(JsonString.class::isInstance)
                .map(element -> ((JsonString) element).getString()).toList();
    }

    private static List<JsonObject> objects(JsonObject json, String key) {
        JsonValue value = json.get(key);
        if (value == null || value.getValueType() != JsonValue.ValueType.ARRAY) {
            return List.of();
        }
        return value.asJsonArray().stream().filter(element -> element.getValueType() == JsonValue.ValueType.OBJECT)
                .map(JsonValue::asJsonObject).toList();
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }
}
