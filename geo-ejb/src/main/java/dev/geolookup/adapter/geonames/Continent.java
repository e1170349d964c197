package dev.geolookup.adapter.geonames;

import jakarta.json.stream.JsonGenerator;

import java.util.Arrays;
import java.util.Optional;

/**
 * The Earth and the continents as GeoNames' features (ids, names, points and populations as GeoNames gives them),
 * which the bundled gazetteer does not hold: the top of every hierarchy, and the continent codes of countryInfo.
 */
enum Continent {
    EARTH(6295630, null, "Earth", "AREA", "area", 0, 0, 6_814_400_000L),
    AFRICA(6255146, "AF", "Africa", "CONT", "continent", 7.1881, 21.09375, 1_031_833_000L),
    ASIA(6255147, "AS", "Asia", "CONT", "continent", 29.84064, 89.29688, 3_812_366_000L),
    EUROPE(6255148, "EU", "Europe", "CONT", "continent", 48.69096, 9.14062, 741_000_000L),
    NORTH_AMERICA(6255149, "NA", "North America", "CONT", "continent", 46.07323, -100.54688, 542_056_000L),
    SOUTH_AMERICA(6255150, "SA", "South America", "CONT", "continent", -14.60485, -57.65625, 385_742_554L),
    OCEANIA(6255151, "OC", "Oceania", "CONT", "continent", -18.31281, 138.51562, 40_467_040L),
    ANTARCTICA(6255152, "AN", "Antarctica", "CONT", "continent", -78.15856, 16.40626, 0L);

    final int geonameId;
    /** countryInfo's continent code; null for the Earth. */
    final String code;
    final String toponymName;
    final String featureCode;
    final String featureCodeName;
    final double latitude;
    final double longitude;
    final long population;

    Continent(int geonameId, String code, String toponymName, String featureCode, String featureCodeName,
              double latitude, double longitude, long population) {
        this.geonameId = geonameId;
        this.code = code;
        this.toponymName = toponymName;
        this.featureCode = featureCode;
        this.featureCodeName = featureCodeName;
        this.latitude = latitude;
        this.longitude = longitude;
        this.population = population;
    }

    static Optional<Continent> ofId(long geonameId) {
        return Arrays.stream(values()).filter(c -> c.geonameId == geonameId).findFirst();
    }

    static Optional<Continent> ofCode(String code) {
        return Arrays.stream(values()).filter(c -> c.code != null && c.code.equals(code)).findFirst();
    }

    /** GeoNames' row of a feature without a country, in the order it writes such rows (hierarchyJSON 2017). */
    void write(JsonGenerator json) {
        json.writeStartObject()
                .write("lng", ToponymRowWriter.coordinate(longitude))
                .write("geonameId", geonameId)
                .write("name", toponymName)
                .write("fclName", ToponymRowWriter.CLASS_NAMES.get("L"))
                .write("toponymName", toponymName)
                .write("fcodeName", featureCodeName)
                .write("adminName1", "")
                .write("lat", ToponymRowWriter.coordinate(latitude))
                .write("fcl", "L")
                .write("fcode", featureCode)
                .write("population", population)
                .writeEnd();
    }
}
