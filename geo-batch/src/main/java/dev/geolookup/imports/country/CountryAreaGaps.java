package dev.geolookup.imports.country;

import dev.geolookup.imports.DatasetSource;
import jakarta.json.JsonNumber;
import jakarta.json.JsonValue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Areas, in km², for the records of a REST Countries file that give none (ten territories of the bundled file:
 * French Guiana, Palestine, the US Minor Outlying Islands and others). They come from the bundled
 * {@link WorldCountries} file and, where that has none either (it
 * writes -1 for Svalbard and Jan Mayen), from GeoNames' countryInfo. A record's own area always wins.
 */
final class CountryAreaGaps {

    private static final String COUNTRY_INFO = "/datasets/geonames/countryInfo.txt.gz";
    /** countryInfo.txt's columns: ISO, ISO3, ISO-Numeric, fips, Country, Capital, Area(in sq km), … */
    private static final int COUNTRY_INFO_ALPHA3 = 1;
    private static final int COUNTRY_INFO_AREA = 6;

    private static final Map<String, Double> BUNDLED = load();

    private CountryAreaGaps() {
    }

    /** The area of the country with this ISO alpha-3 code, where the bundled files know one. */
    static Optional<Double> areaOf(String alpha3Code) {
        return Optional.ofNullable(alpha3Code).map(BUNDLED::get);
    }

    private static Map<String, Double> load() {
        Map<String, Double> areas = new HashMap<>();
        readCountryInfo(areas);
        readWorldCountries(areas);
        return Map.copyOf(areas);
    }

    private static void readWorldCountries(Map<String, Double> areas) {
        WorldCountries.records().forEach(country -> {
            JsonValue area = country.get("area");
            if (area instanceof JsonNumber number && number.doubleValue() > 0) {
                areas.put(country.getString("cca3"), number.doubleValue());
            }
        });
    }

    private static void readCountryInfo(Map<String, Double> areas) {
        try (DatasetSource file = DatasetSource.open(DatasetSource.BUNDLED, COUNTRY_INFO);
             BufferedReader lines = new BufferedReader(new InputStreamReader(file.content(), StandardCharsets.UTF_8))) {
            lines.lines().filter(line -> !line.startsWith("#")).map(line -> line.split("\t", -1))
                    .filter(columns -> columns.length > COUNTRY_INFO_AREA)
                    .forEach(columns -> positive(columns[COUNTRY_INFO_AREA])
                            .ifPresent(area -> areas.put(columns[COUNTRY_INFO_ALPHA3], area)));
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + COUNTRY_INFO, e);
        }
    }

    private static Optional<Double> positive(String number) {
        try {
            double value = Double.parseDouble(number.trim());
            return value > 0 ? Optional.of(value) : Optional.empty();
        } catch (NumberFormatException notANumber) {
            return Optional.empty();
        }
    }
}
