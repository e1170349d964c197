package dev.geolookup.subdivision;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The ISO 3166-2 codes of one data version, by code, each country's top-level ones (those without a parent) and all
 * of each country's.
 */
public record IsoSubdivisionView(long version, Map<String, Entry> byCode, Map<String, List<Entry>> topLevelByCountry,
                                 Map<String, List<Entry>> byCountry) {

    public static final IsoSubdivisionView EMPTY = new IsoSubdivisionView(0, Map.of(), Map.of(), Map.of());

    /** One code; {@code parentCode} is whole (FR-IDF), null at the top level. */
    public record Entry(String code, String countryCode, String parentCode, String name, String type) {
    }

    public static IsoSubdivisionView of(long version, Iterable<Entry> entries) {
        Map<String, Entry> byCode = new HashMap<>();
        Map<String, List<Entry>> topLevel = new HashMap<>();
        Map<String, List<Entry>> all = new HashMap<>();
        for (Entry entry : entries) {
            byCode.put(entry.code(), entry);
            all.computeIfAbsent(entry.countryCode(), country -> new ArrayList<>()).add(entry);
            if (entry.parentCode() == null) {
                topLevel.computeIfAbsent(entry.countryCode(), country -> new ArrayList<>()).add(entry);
            }
        }
        return new IsoSubdivisionView(version, Map.copyOf(byCode), frozen(topLevel), frozen(all));
    }

    private static Map<String, List<Entry>> frozen(Map<String, List<Entry>> byCountry) {
        Map<String, List<Entry>> frozen = new HashMap<>();
        byCountry.forEach((country, codes) -> frozen.put(country, List.copyOf(codes)));
        return Map.copyOf(frozen);
    }

    public int size() {
        return byCode.size();
    }
}
