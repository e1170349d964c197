package dev.geolookup.search.index;

/**
 * What a row must be besides holding the query: of a country, a feature class and a first-level division (numbers
 * the gazetteer gives its codes, {@link #ANY} for any), and inside an area (null for anywhere).
 */
public record RowFilter(int country, int featureClass, int admin1, SearchArea area) {

    /** Filter value meaning "any country", "any class" or "any division". */
    public static final int ANY = -1;
    public static final RowFilter NONE = new RowFilter(ANY, ANY, ANY, null);

    public static RowFilter of(int country, int featureClass) {
        return new RowFilter(country, featureClass, ANY, null);
    }

    public RowFilter inCountry(int countryNumber) {
        return new RowFilter(countryNumber, featureClass, admin1, area);
    }

    public RowFilter ofClass(int featureClassNumber) {
        return new RowFilter(country, featureClassNumber, admin1, area);
    }

    public RowFilter inAdmin1(int admin1Number) {
        return new RowFilter(country, featureClass, admin1Number, area);
    }

    public RowFilter inside(SearchArea searchArea) {
        return new RowFilter(country, featureClass, admin1, searchArea);
    }

    public boolean isNone() {
        return country == ANY && featureClass == ANY && admin1 == ANY && area == null;
    }
}
