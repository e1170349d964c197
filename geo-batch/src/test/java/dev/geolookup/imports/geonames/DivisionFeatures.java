package dev.geolookup.imports.geonames;

import dev.geolookup.api.text.TextFolding;
import dev.geolookup.boundary.NauticalZone;
import dev.geolookup.imports.DatasetSource;
import dev.geolookup.spatial.BoundaryIndex;
import dev.geolookup.spatial.BoundaryIndex.Boundary;
import dev.geolookup.spatial.GreatCircle;
import jakarta.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParser;
import org.locationtech.jts.io.ParseException;
import org.locationtech.jts.io.geojson.GeoJsonReader;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * The countries and the first- and second-level divisions of the bundled data as features of the GeoNames geoname
 * table, for the bundled gazetteer (datasets/geonames/divisions.txt.gz): GeoNames' whole dump holds them (Germany
 * 2921044 PCLI, Bavaria 2951839 ADM1), its cities files do not. A feature the bundled gazetteer files hold already
 * (the Dutch and Australian ones) is left to them. Each row, by this rule:
 * <ul>
 *     <li>id, name and ASCII name: GeoNames' (admin1CodesASCII, admin2Codes, countryInfo); class A, code ADM1,
 *         ADM2, or for a country PCLI where world-countries calls it independent (or does not say: Kosovo) and
 *         PCLD where not;</li>
 *     <li>a point inside it, the first of: the label point of the outline whose GeoNames id is the division's,
 *         where the gazetteer feature of the country nearest that point carries the division's code; the
 *         gazetteer feature carrying the code nearest the mean point of those carrying it; the postal code
 *         carrying it nearest the mean of those carrying it; the outline's label point where nothing carries the
 *         code to hold it to; the label point of the one outline of the country whose name or English name is the
 *         division's; the most populous populated place of the country of the same name (a parish named after its
 *         seat). For a country: world-countries' point where the country's own outline holds it,
 *         else its capital (PPLC), else its most populous feature, else world-countries' point however it lies
 *         (the United States Minor Outlying Islands). A division nothing locates is left out;</li>
 *     <li>the time zone: that of the feature whose point it took, else the zone whose outline holds the point
 *         (within 25 km of a shore), else that of the most populous feature of the country, else the nautical zone
 *         of its longitude (uninhabited islands);</li>
 *     <li>population: a country's from countryInfo; a division's the sum of the populated places (class P) of the
 *         gazetteer carrying its code, sections of places (PPLX) and historical, abandoned or destroyed ones left
 *         out: near a lower bound, as the bundled gazetteer holds places of 500 people and more;</li>
 *     <li>alternate names: the names of the alternate-names dataset for its id, the outline's names in 26
 *         languages where its point was taken, world-countries' names and translations for a country.</li>
 * </ul>
 * No modification date, so that any feature of the same id in a GeoNames file wins over the row.
 */
final class DivisionFeatures {

    private static final String DATASETS = "/datasets/";
    /** The bundled gazetteer's other files, as the places job lists them; where they overlap the latest wins. */
    static final List<String> GAZETTEER_FILES = List.of("cities500.zip", "NL.zip", "AU.zip", "cities15000.zip");
    private static final double SHORE_KM = 25;
    /** Populated places whose people another place counts already, or that have none now. */
    private static final Set<String> NOT_COUNTED = Set.of("PPLX", "PPLH", "PPLQ", "PPLW");

    /** A gazetteer feature, as much of it as the rule reads. */
    private record Feature(long id, String name, String featureClass, String featureCode, String country, String admin1,
                           String admin2, double latitude, double longitude, long population, String timezone) {
    }

    /** A point of a division, the time zone that comes with it, and the outline it is the label point of, if any. */
    private record Located(double latitude, double longitude, String timezone, Outline outline) {
    }

    private record Outline(String country, String name, double latitude, double longitude, List<String> names) {
    }

    private final Map<Long, Feature> gazetteer = new HashMap<>();
    private final Map<String, List<Feature>> byCountry = new HashMap<>();
    private final Map<String, List<Feature>> byDivision = new HashMap<>();
    private final Map<String, List<double[]>> postalByDivision = new HashMap<>();
    private final Map<Long, Set<String>> alternateNames = new HashMap<>();
    private final Map<Long, Outline> outlineById = new HashMap<>();
    /** The outlines of each country by their name and English name, folded; a name two outlines share is none's. */
    private final Map<String, Outline> outlineByName = new HashMap<>();
    private final Map<String, String> alpha3 = new HashMap<>();
    private BoundaryIndex timezones;
    private BoundaryIndex countries;

    /** The rows, ordered by geonameId, as the lines of the file. */
    static List<String> build() throws IOException, ParseException {
        DivisionFeatures builder = new DivisionFeatures();
        builder.read();
        return builder.rows();
    }

    private void read() throws IOException, ParseException {
        Map<Long, String> modified = new HashMap<>();
        for (String file : GAZETTEER_FILES) {
            eachRow("geonames/" + file, f -> {
                long id = Long.parseLong(f[0]);
                if (f[18].compareTo(modified.getOrDefault(id, "")) >= 0) {
                    gazetteer.put(id, new Feature(id, f[1], f[6], f[7], f[8], f[10], f[11], Double.parseDouble(f[4]),
                            Double.parseDouble(f[5]), f[14].isEmpty() ? 0 : Long.parseLong(f[14]), f[17]));
                    modified.put(id, f[18]);
                }
            });
        }
        for (Feature feature : gazetteer.values()) {
            byCountry.computeIfAbsent(feature.country(), c -> new ArrayList<>()).add(feature);
            if (!feature.admin1().isEmpty()) {
                String admin1 = feature.country() + "." + feature.admin1();
                byDivision.computeIfAbsent(admin1, c -> new ArrayList<>()).add(feature);
                if (!feature.admin2().isEmpty()) {
                    byDivision.computeIfAbsent(admin1 + "." + feature.admin2(), c -> new ArrayList<>()).add(feature);
                }
            }
        }
        eachRow("postal/allCountries.zip", f -> {
            if (!f[9].isEmpty() && !f[4].isEmpty()) {
                double[] point = {Double.parseDouble(f[9]), Double.parseDouble(f[10])};
                String admin1 = f[0] + "." + f[4];
                postalByDivision.computeIfAbsent(admin1, c -> new ArrayList<>()).add(point);
                if (!f[6].isEmpty()) {
                    postalByDivision.computeIfAbsent(admin1 + "." + f[6], c -> new ArrayList<>()).add(point);
                }
            }
        });
        eachRow("names/alternate-names.txt.gz", f -> alternateNames
                .computeIfAbsent(Long.parseLong(f[1]), id -> new LinkedHashSet<>()).add(f[3]));
        readOutlines();
        timezones = BoundaryIndex.of(boundaries("boundaries/timezones.geojson.gz", "tzid"));
        countries = BoundaryIndex.of(boundaries("boundaries/countries-maritime.geojson.gz", "A3"));
        eachRow("geonames/countryInfo.txt.gz", f -> {
            if (f.length > 16 && !f[0].startsWith("#")) {
                alpha3.put(f[0], f[1]);
            }
        });
        alpha3.put("XK", "XKX");
    }

    private List<String> rows() throws IOException {
        Map<Long, String> rows = new TreeMap<>();
        readCountries(rows);
        for (String file : List.of("geonames/admin1CodesASCII.txt.gz", "geonames/admin2Codes.txt.gz")) {
            eachRow(file, f -> {
                if (f.length < 4 || f[3].isEmpty() || gazetteer.containsKey(Long.parseLong(f[3]))) {
                    return;
                }
                long id = Long.parseLong(f[3]);
                String[] code = f[0].split("\\.", -1);
                Located point = locate(f[0], id, f[1]);
                if (point != null) {
                    Set<String> names = new LinkedHashSet<>(alternateNames.getOrDefault(id, Set.of()));
                    if (point.outline() != null) {
                        names.addAll(point.outline().names());
                    }
                    rows.put(id, line(id, f[1], f[2], names, point, code.length == 2 ? "ADM1" : "ADM2", code[0],
                            code[1], code.length == 2 ? "" : code[2], populationOf(f[0])));
                }
            });
        }
        return new ArrayList<>(rows.values());
    }

    private void readCountries(Map<Long, String> rows) throws IOException {
        Map<String, JsonObject> worldCountries = new HashMap<>();
        try (DatasetSource source = DatasetSource.open(DatasetSource.BUNDLED,
                DATASETS + "countries/world-countries.json.gz");
             var reader = Json.createReader(source.content())) {
            reader.readArray().forEach(value -> worldCountries.put(value.asJsonObject().getString("cca2"),
                    value.asJsonObject()));
        }
        eachRow("geonames/countryInfo.txt.gz", f -> {
            JsonObject country = f.length <= 16 || f[0].startsWith("#") ? null : worldCountries.get(f[0]);
            if (country == null || f[16].isEmpty() || gazetteer.containsKey(Long.parseLong(f[16]))) {
                return;
            }
            long id = Long.parseLong(f[16]);
            Located point = countryPoint(f[0], country);
            if (point == null) {
                return;
            }
            Set<String> names = new LinkedHashSet<>(alternateNames.getOrDefault(id, Set.of()));
            JsonObject name = country.getJsonObject("name");
            names.add(name.getString("common"));
            names.add(name.getString("official"));
            name.getJsonObject("native").values().forEach(value -> addNames(names, value.asJsonObject()));
            country.getJsonObject("translations").values().forEach(value -> addNames(names, value.asJsonObject()));
            String featureCode = country.get("independent") == JsonValue.FALSE ? "PCLD" : "PCLI";
            rows.put(id, line(id, f[4], ascii(f[4]), names, point, featureCode, f[0], "", "",
                    f[7].isEmpty() ? 0 : Long.parseLong(f[7])));
        });
    }

    private static void addNames(Set<String> names, JsonObject translation) {
        names.add(translation.getString("common"));
        names.add(translation.getString("official"));
    }

    /** A country's point by the rule of the class. */
    private Located countryPoint(String country, JsonObject record) {
        var latlng = record.getJsonArray("latlng");
        Located given = latlng == null || latlng.size() != 2 ? null : new Located(latlng.getJsonNumber(0).doubleValue(),
                latlng.getJsonNumber(1).doubleValue(), null, null);
        if (given != null && alpha3.getOrDefault(country, "").equals(countries.locate(given.latitude(),
                given.longitude(), 0))) {
            return new Located(given.latitude(), given.longitude(), zoneAt(given.latitude(), given.longitude(),
                    country), null);
        }
        List<Feature> features = byCountry.getOrDefault(country, List.of());
        Feature chosen = features.stream().filter(feature -> feature.featureCode().equals("PPLC")).findFirst()
                .orElseGet(() -> features.stream().max(Comparator.comparingLong(Feature::population)
                        .thenComparing(Feature::id, Comparator.reverseOrder())).orElse(null));
        if (chosen != null) {
            return new Located(chosen.latitude(), chosen.longitude(), chosen.timezone(), null);
        }
        return given == null ? null : new Located(given.latitude(), given.longitude(),
                zoneAt(given.latitude(), given.longitude(), country), null);
    }

    /** A division's point by the rule of the class; null where nothing locates it. */
    private Located locate(String code, long id, String name) {
        String country = code.substring(0, 2);
        Outline outline = outlineById.get(id);
        List<Feature> carrying = byDivision.getOrDefault(code, List.of());
        if (outline != null && !carrying.isEmpty()) {
            Feature nearest = nearest(byCountry.getOrDefault(country, List.of()), outline.latitude(),
                    outline.longitude());
            if (nearest != null && carries(nearest, code)) {
                return new Located(outline.latitude(), outline.longitude(), nearest.timezone(), outline);
            }
        }
        if (!carrying.isEmpty()) {
            double[] mean = mean(carrying.stream().map(f -> new double[] {f.latitude(), f.longitude()}).toList());
            Feature central = nearest(carrying, mean[0], mean[1]);
            return new Located(central.latitude(), central.longitude(), central.timezone(), null);
        }
        List<double[]> postal = postalByDivision.getOrDefault(code, List.of());
        if (!postal.isEmpty()) {
            double[] mean = mean(postal);
            double[] central = postal.stream().min(Comparator.comparingDouble(point ->
                    GreatCircle.distanceKm(mean[0], mean[1], point[0], point[1]))).orElseThrow();
            return new Located(central[0], central[1], zoneAt(central[0], central[1], country), null);
        }
        String folded = TextFolding.fold(name);
        Outline named = outline != null ? outline : outlineByName.get(country + ":" + folded);
        if (named != null) {
            return new Located(named.latitude(), named.longitude(),
                    zoneAt(named.latitude(), named.longitude(), country), named);
        }
        return byCountry.getOrDefault(country, List.of()).stream()
                .filter(feature -> feature.featureClass().equals("P")
                        && TextFolding.fold(feature.name()).equals(folded))
                .max(Comparator.comparingLong(Feature::population)
                        .thenComparing(Feature::id, Comparator.reverseOrder()))
                .map(seat -> new Located(seat.latitude(), seat.longitude(), seat.timezone(), null)).orElse(null);
    }

    private static boolean carries(Feature feature, String code) {
        String admin1 = feature.country() + "." + feature.admin1();
        return code.equals(admin1) || code.equals(admin1 + "." + feature.admin2());
    }

    private String zoneAt(double lat, double lng, String country) {
        String zone = timezones.locate(lat, lng, SHORE_KM);
        if (zone != null) {
            return zone;
        }
        return byCountry.getOrDefault(country, List.of()).stream()
                .max(Comparator.comparingLong(Feature::population)).map(Feature::timezone)
                .orElseGet(() -> NauticalZone.of(lng));
    }

    private long populationOf(String code) {
        return byDivision.getOrDefault(code, List.of()).stream().filter(f -> f.featureClass().equals("P")
                        && !NOT_COUNTED.contains(f.featureCode())).mapToLong(Feature::population).sum();
    }

    private static Feature nearest(List<Feature> features, double lat, double lng) {
        return features.stream().min(Comparator.comparingDouble((Feature f) ->
                GreatCircle.distanceKm(lat, lng, f.latitude(), f.longitude())).thenComparingLong(Feature::id))
                .orElse(null);
    }

    private static double[] mean(List<double[]> points) {
        double lat = 0;
        double lng = 0;
        for (double[] point : points) {
            lat += point[0];
            lng += point[1];
        }
        return new double[] {lat / points.size(), lng / points.size()};
    }

    private static String line(long id, String name, String asciiName, Set<String> alternateNames, Located point,
                               String featureCode, String country, String admin1, String admin2, long population) {
        List<String> others = alternateNames.stream()
                .filter(other -> !other.isBlank() && !other.equals(name) && other.indexOf(',') < 0
                        && other.indexOf('\t') < 0)
                .distinct().toList();
        return String.join("\t", String.valueOf(id), name, asciiName, String.join(",", others),
                coordinate(point.latitude()), coordinate(point.longitude()), "A", featureCode, country, "", admin1,
                admin2, "", "", String.valueOf(population), "", "", point.timezone() == null ? "" : point.timezone(),
                "");
    }

    private static String coordinate(double degrees) {
        return String.format(java.util.Locale.ROOT, "%.5f", degrees);
    }

    private static String ascii(String name) {
        return Normalizer.normalize(name, Normalizer.Form.NFKD).replaceAll("\\p{M}", "");
    }

    /** Marks a name two outlines of a country share. */
    private static final Outline NO_OUTLINE = new Outline("", "", 0, 0, List.of());

    private void readOutlines() throws IOException {
        Map<String, Outline> sharedNames = new HashMap<>();
        try (DatasetSource source = DatasetSource.open(DatasetSource.BUNDLED,
                DATASETS + "boundaries/admin1.geojson.gz");
             JsonParser parser = Json.createParser(source.content())) {
            while (parser.hasNext()) {
                if (parser.next() == JsonParser.Event.KEY_NAME && parser.getString().equals("features")) {
                    parser.next();
                    parser.getArrayStream().map(JsonValue::asJsonObject).forEach(feature -> {
                        JsonObject properties = feature.getJsonObject("properties");
                        if (properties.get("latitude") instanceof JsonNumber lat
                                && properties.get("longitude") instanceof JsonNumber lng) {
                            List<String> names = new ArrayList<>();
                            properties.forEach((key, value) -> {
                                if (key.startsWith("name_") && !key.equals("name_alt") && !key.equals("name_local")
                                        && value instanceof JsonString text && !text.getString().isBlank()) {
                                    names.add(text.getString());
                                }
                            });
                            Outline outline = new Outline(properties.getString("iso_a2", ""),
                                    properties.getString("name", ""), lat.doubleValue(), lng.doubleValue(), names);
                            if (properties.get("gn_id") instanceof JsonNumber id && id.longValue() > 0) {
                                outlineById.putIfAbsent(id.longValue(), outline);
                            }
                            Set<String> keys = new LinkedHashSet<>(List.of(TextFolding.fold(outline.name()),
                                    TextFolding.fold(properties.getString("name_en", ""))));
                            keys.forEach(key -> sharedNames.merge(outline.country() + ":" + key, outline,
                                    (one, other) -> NO_OUTLINE));
                        }
                    });
                }
            }
        }
        sharedNames.forEach((key, outline) -> {
            if (outline != NO_OUTLINE && !key.endsWith(":")) {
                outlineByName.put(key, outline);
            }
        });
    }

    static List<Boundary> boundaries(String file, String codeProperty) throws IOException, ParseException {
        List<Boundary> boundaries = new ArrayList<>();
        GeoJsonReader geometries = new GeoJsonReader();
        try (DatasetSource source = DatasetSource.open(DatasetSource.BUNDLED, DATASETS + file);
             JsonParser parser = Json.createParser(source.content())) {
            while (parser.hasNext()) {
                if (parser.next() == JsonParser.Event.KEY_NAME && parser.getString().equals("features")) {
                    parser.next();
                    for (JsonValue value : parser.getArrayStream().toList()) {
                        JsonObject feature = value.asJsonObject();
                        boundaries.add(new Boundary(feature.getJsonObject("properties").getString(codeProperty),
                                geometries.read(feature.getJsonObject("geometry").toString())));
                    }
                }
            }
        }
        return boundaries;
    }

    private static void eachRow(String file, Consumer<String[]> row) throws IOException {
        try (DatasetSource source = DatasetSource.open(DatasetSource.BUNDLED, DATASETS + file);
             BufferedReader lines = new BufferedReader(new InputStreamReader(source.content(),
                     StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                row.accept(line.split("\t", -1));
            }
        }
    }
}
