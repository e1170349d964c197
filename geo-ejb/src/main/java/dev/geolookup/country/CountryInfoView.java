package dev.geolookup.country;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** GeoNames countryInfo's rows by ISO alpha-2 code, in code order, as one immutable view. */
public final class CountryInfoView {

    public static final CountryInfoView EMPTY = new CountryInfoView(Map.of());

    /** One country as GeoNames' countryInfo describes it; neighbours as alpha-2 codes. */
    public record CountryInfo(String countryCode, String alpha3Code, String numericCode, String fips, String name,
                              String capital, Double area, Long population, String continent, String currencyCode,
                              String languages, Long geonameId, List<String> neighbours) {
    }

    private final Map<String, CountryInfo> byCode;

    private CountryInfoView(Map<String, CountryInfo> byCode) {
        this.byCode = byCode;
    }

    public static CountryInfoView of(List<GeoNamesCountryInfo> rows) {
        Map<String, CountryInfo> byCode = new LinkedHashMap<>();
        for (GeoNamesCountryInfo row : rows) {
            List<String> neighbours = row.getNeighbours() == null || row.getNeighbours().isBlank() ? List.of()
                    : Arrays.stream(row.getNeighbours().split(",")).map(String::trim).filter(c -> !c.isEmpty())
                    .toList();
            byCode.put(row.getCountryCode(), new CountryInfo(row.getCountryCode(), row.getAlpha3Code(),
                    row.getNumericCode(), row.getFips(), row.getName(), row.getCapital(), row.getArea(),
                    row.getPopulation(), row.getContinent(), row.getCurrencyCode(), row.getLanguages(),
                    row.getGeonameId(), neighbours));
        }
        return new CountryInfoView(Collections.unmodifiableMap(byCode));
    }

    public Optional<CountryInfo> of(String countryCode) {
        return Optional.ofNullable(countryCode == null ? null : byCode.get(countryCode));
    }

    /** Every row, in code order. */
    public Iterable<CountryInfo> all() {
        return byCode.values();
    }

    public int size() {
        return byCode.size();
    }
}
