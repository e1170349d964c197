package dev.geolookup.place;

/**
 * What a row must be besides holding the query: of a country, a feature class and a first-level division
 * ({@link GazetteerView#ANY} for any), and inside an area (null for anywhere).
 */
record RowFilter(int country, int featureClass, int admin1, SearchArea area) {

    static final RowFilter NONE = new RowFilter(GazetteerView.ANY, GazetteerView.ANY, GazetteerView.ANY, null);

    static RowFilter of(int country, int featureClass) {
        return new RowFilter(country, featureClass, GazetteerView.ANY, null);
    }

    boolean isNone() {
        return country == GazetteerView.ANY && featureClass == GazetteerView.ANY && admin1 == GazetteerView.ANY
                && area == null;
    }
}
