package dev.geolookup.imports.country;

import dev.geolookup.country.Country;
import dev.geolookup.country.Currency;
import dev.geolookup.country.Language;
import dev.geolookup.country.RegionalBloc;
import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Maps one element of the REST Countries v2 JSON to a country entity. The published file has a few quirks that
 * are read as what they mean: a numeric code given as a number, "iso639-1" and "nativName" for the usual keys,
 * map links under the wrong key or outside the maps object (each link is placed by its host).
 */
final class CountryJsonMapping {

    private static final Pattern ALPHA2 = Pattern.compile("[A-Z]{2}");
    private static final Pattern ALPHA3 = Pattern.compile("[A-Z]{3}");

    private CountryJsonMapping() {
    }

    static Country toCountry(JsonValue element, int position) throws MalformedCountryException {
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
        Country country = new Country(alpha2, alpha3, name, position);
        country.setNativeName(text(json, "nativeName"));
        country.setNumericCode(numericCode(json.get("numericCode")));
        country.setCioc(blankToNull(text(json, "cioc")));
        country.setCapital(text(json, "capital"));
        country.setRegion(text(json, "region"));
        country.setSubregion(text(json, "subregion"));
        country.setDemonym(text(json, "demonym"));
        country.setPopulation(population(json));
        Double area = number(json, "area");
        country.setArea(area != null ? area : CountryAreaGaps.areaOf(alpha3).orElse(null));
        setLatLng(country, json);
        JsonObject flags = object(json, "flags");
        country.setFlags(flags == null ? null : text(flags, "svg"), flags == null ? null : text(flags, "png"));
        setMaps(country, json);
        country.getTopLevelDomains().addAll(strings(json, "topLevelDomain"));
        country.getCallingCodes().addAll(strings(json, "callingCodes").stream().filter(code -> !code.isBlank()).toList());
        country.getAltSpellings().addAll(strings(json, "altSpellings"));
        country.getTimezones().addAll(strings(json, "timezones"));
        country.getBorders().addAll(strings(json, "borders"));
        for (JsonObject currency : objects(json, "currencies")) {
            country.getCurrencies().add(new Currency(text(currency, "code"), text(currency, "name"),
                    text(currency, "symbol")));
        }
        for (JsonObject language : objects(json, "languages")) {
            country.getLanguages().add(new Language(
                    blankToNull(firstText(language, "iso639_1", "iso639-1")),
                    blankToNull(firstText(language, "iso639_2", "iso639-2")),
                    text(language, "name"),
                    firstText(language, "nativeName", "nativName")));
        }
        JsonObject translations = object(json, "translations");
        if (translations != null) {
            translations.forEach((language, translation) -> {
                if (translation.getValueType() == JsonValue.ValueType.STRING) {
                    country.getTranslations().put(language, ((JsonString) translation).getString());
                }
            });
        }
        for (JsonObject bloc : objects(json, "regionalBlocs")) {
            String acronym = text(bloc, "acronym");
            if (acronym != null && !acronym.isBlank()) {
                country.getRegionalBlocs().add(new RegionalBloc(acronym, text(bloc, "name"),
                        strings(bloc, "otherAcronyms"), strings(bloc, "otherNames")));
            }
        }
        return country;
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

    private static void setLatLng(Country country, JsonObject json) {
        JsonValue latLng = json.get("latlng");
        if (latLng != null && latLng.getValueType() == JsonValue.ValueType.ARRAY) {
            JsonArray pair = latLng.asJsonArray();
            if (pair.size() == 2 && pair.get(0) instanceof JsonNumber lat && pair.get(1) instanceof JsonNumber lng) {
                country.setLatLng(lat.doubleValue(), lng.doubleValue());
            }
        }
    }

    private static void setMaps(Country country, JsonObject json) {
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
        String google = links.stream().filter(link -> link.contains("google.")).findFirst().orElse(null);
        String openStreet = links.stream().filter(link -> link.contains("openstreetmap.org")).findFirst()
                .orElse(null);
        country.setMaps(google, openStreet);
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
