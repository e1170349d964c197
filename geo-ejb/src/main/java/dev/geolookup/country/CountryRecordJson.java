package dev.geolookup.country;

import dev.geolookup.api.country.CountryField;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Renders a country entity as the complete record (REST Countries v2 shape), its fields in CountryField's order. */
final class CountryRecordJson {

    private static final int REGIONAL_INDICATOR_A = 0x1F1E6;

    private CountryRecordJson() {
    }

    static JsonObject fullRecord(Country country) {
        Map<CountryField, JsonValue> values = new EnumMap<>(CountryField.class);
        values.put(CountryField.NAME, Json.createValue(country.getName()));
        values.put(CountryField.TOP_LEVEL_DOMAIN, strings(country.getTopLevelDomains()));
        values.put(CountryField.ALPHA2_CODE, Json.createValue(country.getAlpha2Code()));
        values.put(CountryField.ALPHA3_CODE, Json.createValue(country.getAlpha3Code()));
        values.put(CountryField.CALLING_CODES, strings(country.getCallingCodes()));
        putText(values, CountryField.CAPITAL, country.getCapital());
        values.put(CountryField.ALT_SPELLINGS, strings(country.getAltSpellings()));
        putText(values, CountryField.SUBREGION, country.getSubregion());
        putText(values, CountryField.REGION, country.getRegion());
        values.put(CountryField.POPULATION, Json.createValue(country.getPopulation()));
        values.put(CountryField.LATLNG, latLng(country));
        putText(values, CountryField.DEMONYM, country.getDemonym());
        if (country.getArea() != null) {
            values.put(CountryField.AREA, Json.createValue(country.getArea()));
        }
        values.put(CountryField.TIMEZONES, strings(country.getTimezones()));
        values.put(CountryField.BORDERS, strings(country.getBorders()));
        putText(values, CountryField.NATIVE_NAME, country.getNativeName());
        putText(values, CountryField.NUMERIC_CODE, country.getNumericCode());
        values.put(CountryField.FLAGS, flags(country));
        values.put(CountryField.CURRENCIES, objects(country.getCurrencies(), CountryRecordJson::currency));
        values.put(CountryField.LANGUAGES, objects(country.getLanguages(), CountryRecordJson::language));
        values.put(CountryField.FLAG, Json.createValue(flagEmoji(country.getAlpha2Code())));
        values.put(CountryField.MAPS, maps(country));
        BigDecimal density = populationDensity(country.getPopulation(), country.getArea());
        if (density != null) {
            values.put(CountryField.POPULATION_DENSITY, Json.createValue(density));
        }
        values.put(CountryField.TRANSLATIONS, translations(country.getTranslations()));
        values.put(CountryField.REGIONAL_BLOCS, objects(country.getRegionalBlocs(), CountryRecordJson::regionalBloc));

        JsonObjectBuilder record = Json.createObjectBuilder();
        values.forEach((field, value) -> record.add(field.jsonName(), value));
        return record.build();
    }

    /** People per km², two decimals; none where the area is unknown or zero. */
    static BigDecimal populationDensity(long population, Double area) {
        if (area == null || area <= 0) {
            return null;
        }
        return BigDecimal.valueOf(population).divide(BigDecimal.valueOf(area), 2, RoundingMode.HALF_UP);
    }

    /** The flag emoji: the two regional indicator symbols that spell the alpha-2 code. */
    static String flagEmoji(String alpha2Code) {
        StringBuilder emoji = new StringBuilder(4);
        alpha2Code.chars().forEach(letter -> emoji.appendCodePoint(REGIONAL_INDICATOR_A + (letter - 'A')));
        return emoji.toString();
    }

    private static void putText(Map<CountryField, JsonValue> values, CountryField field, String text) {
        if (text != null) {
            values.put(field, Json.createValue(text));
        }
    }

    private static JsonValue strings(List<String> texts) {
        JsonArrayBuilder array = Json.createArrayBuilder();
        texts.forEach(array::add);
        return array.build();
    }

    private static JsonValue latLng(Country country) {
        JsonArrayBuilder latLng = Json.createArrayBuilder();
        if (country.getLatitude() != null && country.getLongitude() != null) {
            latLng.add(country.getLatitude()).add(country.getLongitude());
        }
        return latLng.build();
    }

    private static JsonValue flags(Country country) {
        JsonObjectBuilder flags = Json.createObjectBuilder();
        addIfPresent(flags, "svg", country.getFlagSvg());
        addIfPresent(flags, "png", country.getFlagPng());
        return flags.build();
    }

    /**
     * The dataset links most countries to neither map service; for those, a search for the country's name on each
     * service stands in, so every record carries both links.
     */
    private static JsonValue maps(Country country) {
        String query = URLEncoder.encode(country.getName(), StandardCharsets.UTF_8);
        String google = country.getGoogleMaps() != null ? country.getGoogleMaps()
                : "https://www.google.com/maps/search/?api=1&query=" + query;
        String openStreet = country.getOpenStreetMaps() != null ? country.getOpenStreetMaps()
                : "https://www.openstreetmap.org/search?query=" + query;
        return Json.createObjectBuilder().add("googleMaps", google).add("openStreetMaps", openStreet).build();
    }

    /** Each item as an object, in order. */
    private static <T> JsonValue objects(List<T> items, Function<T, JsonObjectBuilder> object) {
        JsonArrayBuilder array = Json.createArrayBuilder();
        items.forEach(item -> array.add(object.apply(item)));
        return array.build();
    }

    private static JsonObjectBuilder currency(Currency currency) {
        JsonObjectBuilder object = Json.createObjectBuilder();
        addIfPresent(object, "code", currency.getCode());
        addIfPresent(object, "name", currency.getName());
        addIfPresent(object, "symbol", currency.getSymbol());
        return object;
    }

    private static JsonObjectBuilder language(SpokenLanguage language) {
        JsonObjectBuilder object = Json.createObjectBuilder();
        addIfPresent(object, "iso639_1", language.getIso639_1());
        addIfPresent(object, "iso639_2", language.getIso639_2());
        addIfPresent(object, "name", language.getName());
        addIfPresent(object, "nativeName", language.getNativeName());
        return object;
    }

    private static JsonValue translations(Map<String, String> translations) {
        JsonObjectBuilder object = Json.createObjectBuilder();
        translations.forEach(object::add);
        return object.build();
    }

    private static JsonObjectBuilder regionalBloc(RegionalBloc bloc) {
        JsonObjectBuilder object = Json.createObjectBuilder().add("acronym", bloc.getAcronym())
                .add("name", bloc.getName());
        if (!bloc.getOtherAcronyms().isEmpty()) {
            object.add("otherAcronyms", strings(bloc.getOtherAcronyms()));
        }
        if (!bloc.getOtherNames().isEmpty()) {
            object.add("otherNames", strings(bloc.getOtherNames()));
        }
        return object;
    }

    private static void addIfPresent(JsonObjectBuilder object, String name, String value) {
        if (value != null) {
            object.add(name, value);
        }
    }
}
