package dev.geolookup.subdivision;

import dev.geolookup.boundary.SubdivisionOutlineView;
import dev.geolookup.boundary.SubdivisionUnit;
import dev.geolookup.place.AdminDivision;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.search.BundledGazetteer;
import dev.geolookup.search.index.RowFilter;
import dev.geolookup.spatial.NearestNeighbourIndex.Neighbours;
import dev.geolookup.api.subdivision.SubdivisionCode;
import dev.geolookup.spatial.BoundaryIndex;
import jakarta.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.locationtech.jts.io.ParseException;
import org.locationtech.jts.io.geojson.GeoJsonReader;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;

/** The bundled outlines and admin codes read as the imports read them, for tests without a container. */
public final class BundledSubdivisions {

    static final Path BOUNDARIES = BundledGazetteer.DATASETS.resolve("boundaries/admin1.geojson.gz");
    static final Path GEONAMES = BundledGazetteer.DATASETS.resolve("geonames");
    static final Path ISO_CODES = BundledGazetteer.DATASETS.resolve("names/iso_3166-2.json.gz");

    private BundledSubdivisions() {
    }

    private static Admin1Outlines bundled;
    private static GazetteerView bundledPlaces;

    /**
     * The crosswalk of the bundled outlines, admin codes and ISO codes over the bundled places, built once for the
     * test classes of a run (it takes the better part of a minute).
     */
    public static synchronized Admin1Outlines bundledCrosswalk() throws IOException, ParseException {
        if (bundled == null) {
            bundled = crosswalk(outlines(), bundledPlaces());
        }
        return bundled;
    }

    /** The bundled places' view the crosswalk of {@link #bundledCrosswalk()} is made from. */
    public static synchronized GazetteerView bundledPlaces() {
        if (bundledPlaces == null) {
            bundledPlaces = BundledGazetteer.view(BundledGazetteer.places());
        }
        return bundledPlaces;
    }

    /** The crosswalk of the bundled outlines, admin codes and ISO codes over a gazetteer. */
    static Admin1Outlines crosswalk(SubdivisionOutlineView outlines, GazetteerView places) throws IOException {
        return Admin1Outlines.of(outlines, adminNames("admin1CodesASCII.txt.gz"), adminNames("admin2Codes.txt.gz"),
                places, isoCodes(), BundledGazetteer.localNames());
    }

    /** iso-codes' ISO 3166-2 codes as the import gives them, the parent made whole. */
    static IsoSubdivisionView isoCodes() throws IOException {
        JsonObject file;
        try (JsonReader reader = Json.createReader(new InputStreamReader(new GZIPInputStream(
                Files.newInputStream(ISO_CODES)), StandardCharsets.UTF_8))) {
            file = reader.readObject();
        }
        List<IsoSubdivisionView.Entry> entries = new ArrayList<>();
        for (JsonObject entry : file.getJsonArray("3166-2").getValuesAs(JsonObject.class)) {
            String code = entry.getString("code");
            String parent = entry.getString("parent", null);
            entries.add(new IsoSubdivisionView.Entry(code, code.substring(0, 2), parent == null ? null
                    : parent.contains("-") ? parent : code.substring(0, 3) + parent, entry.getString("name"),
                    entry.getString("type", null)));
        }
        return IsoSubdivisionView.of(1, entries);
    }

    static SubdivisionOutlineView outlines() throws IOException, ParseException {
        JsonObject collection;
        try (JsonReader reader = Json.createReader(new InputStreamReader(new GZIPInputStream(
                Files.newInputStream(BOUNDARIES)), StandardCharsets.UTF_8))) {
            collection = reader.readObject();
        }
        List<BoundaryIndex.Boundary> boundaries = new ArrayList<>();
        Map<String, SubdivisionUnit> units = new HashMap<>();
        GeoJsonReader geometries = new GeoJsonReader();
        for (JsonValue value : collection.getJsonArray("features")) {
            JsonObject feature = value.asJsonObject();
            JsonObject properties = feature.getJsonObject("properties");
            String code = properties.getString("adm1_code");
            Map<String, String> names = new HashMap<>();
            properties.forEach((key, name) -> {
                if (key.startsWith("name_") && !key.equals("name_alt") && !key.equals("name_local")
                        && name instanceof JsonString text && !text.getString().isBlank()) {
                    names.put(key.substring(5), text.getString());
                }
            });
            String iso = properties.get("iso_3166_2") instanceof JsonString text
                    && SubdivisionCode.ISO.matcher(text.getString()).matches() ? text.getString() : null;
            String country = properties.getString("iso_a2", "");
            units.put(code, new SubdivisionUnit(code, iso,
                    country.matches("[A-Z]{2}") ? country : iso == null ? null : iso.substring(0, 2),
                    properties.get("gn_id") instanceof JsonNumber id && id.longValue() > 0 ? id.longValue() : null,
                    properties.getString("name"), properties.getString("type_en", null), null, null, names));
            boundaries.add(new BoundaryIndex.Boundary(code, geometries.read(feature.get("geometry").toString())));
        }
        return new SubdivisionOutlineView(1, BoundaryIndex.of(boundaries), units);
    }

    public static AdminNameView adminNames(String file) throws IOException {
        List<AdminDivision> divisions = new ArrayList<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                Files.newInputStream(GEONAMES.resolve(file))), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                String[] fields = line.split("\t", -1);
                divisions.add(new AdminDivision() {
                    @Override
                    public String getCode() { return fields[0]; }
                    @Override
                    public String getName() { return fields[1]; }
                    @Override
                    public Long getGeonameId() { return fields[3].isEmpty() ? null : Long.parseLong(fields[3]); }
                });
            }
        }
        return AdminNameView.of(1, divisions);
    }

    /**
     * The admin1 code of the nearest feature of the country and class ({@link GazetteerView#ANY} for every class)
     * whose code is evidence, as /reverse takes it: a code the admin1 list has and, in a reformed country, not
     * another outline's than the one the feature lies in. Its distance goes into {@code km[0]} (NaN where none).
     */
    static String nearestEvidenceAdmin1(GazetteerView places, AdminNameView admin1, Admin1Outlines crosswalk,
                                        double lat, double lng, String country, int featureClass, double[] km) {
        int number = places.countryNumber(country);
        km[0] = Double.NaN;
        if (number < 0) {
            return null;
        }
        Neighbours nearest = places.nearest(lat, lng, 1, Double.POSITIVE_INFINITY, RowFilter.of(number, featureClass)
                .alsoMatching(row -> admin1.has(country + "." + places.admin1Code(row))
                        && crosswalk.codeAgrees(places.geonameId(row))));
        if (nearest.size() == 0) {
            return null;
        }
        km[0] = nearest.distancesKm()[0];
        return places.admin1Code(nearest.points()[0]);
    }
}
