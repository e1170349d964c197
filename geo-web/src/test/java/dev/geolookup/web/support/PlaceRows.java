package dev.geolookup.web.support;

/** Facts of the imported place rows, which come from the bundled GeoNames files, for the adapters' tests. */
public final class PlaceRows {

    private PlaceRows() {
    }

    /** The geonameId of the most populous place meeting an SQL condition on the place table, ties by id. */
    public static long mostPopulous(String condition) {
        return TestDatabaseQueries.rows("SELECT geoname_id FROM place WHERE " + condition
                + " ORDER BY population DESC, geoname_id LIMIT 1", row -> row.getLong(1)).get(0);
    }

    /** The Berlin every client's first question is about: the most populous populated place of that name in DE. */
    public static long berlin() {
        return mostPopulous("name = 'Berlin' AND country_code = 'DE' AND feature_class = 'P'");
    }

    /** A place's latitude or longitude, as stored. */
    public static double coordinate(long geonameId, String column) {
        return Double.parseDouble(TestDatabaseQueries.text("SELECT CAST(" + column + " AS CHAR) FROM place WHERE "
                + "geoname_id = ?", String.valueOf(geonameId)));
    }
}
