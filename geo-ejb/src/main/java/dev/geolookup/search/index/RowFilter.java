package dev.geolookup.search.index;

import java.util.function.IntPredicate;

/**
 * What a row must be besides holding the query: of a country, a feature class and a first-level division (numbers
 * the gazetteer gives its codes, {@link #ANY} for any), inside an area (null for anywhere), and whatever
 * {@code also} asks of it (null for nothing more).
 */
public record RowFilter(int country, int featureClass, int admin1, SearchArea area, IntPredicate also) {

    /** Filter value meaning "any country", "any class" or "any division". */
    public static final int ANY = -1;
    public static final RowFilter NONE = new RowFilter(ANY, ANY, ANY, null, null);

    public RowFilter(int country, int featureClass, int admin1, SearchArea area) {
        this(country, featureClass, admin1, area, null);
    }

    public static RowFilter of(int country, int featureClass) {
        return new RowFilter(country, featureClass, ANY, null);
    }

    public RowFilter inCountry(int countryNumber) {
        return new RowFilter(countryNumber, featureClass, admin1, area, also);
    }

    public RowFilter ofClass(int featureClassNumber) {
        return new RowFilter(country, featureClassNumber, admin1, area, also);
    }

    public RowFilter inAdmin1(int admin1Number) {
        return new RowFilter(country, featureClass, admin1Number, area, also);
    }

    public RowFilter inside(SearchArea searchArea) {
        return new RowFilter(country, featureClass, admin1, searchArea, also);
    }

    /** Also what a caller asks of a row beyond the codes and the area (GeoNames' several countries or codes). */
    public RowFilter alsoMatching(IntPredicate condition) {
        return new RowFilter(country, featureClass, admin1, area, also == null ? condition : also.and(condition));
    }

    public boolean isNone() {
        return country == ANY && featureClass == ANY && admin1 == ANY && area == null && also == null;
    }
}
