package dev.geolookup.subdivision;

import dev.geolookup.boundary.SubdivisionOutlineView;
import dev.geolookup.boundary.SubdivisionUnit;
import dev.geolookup.place.AdminDivision;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.search.BundledGazetteer;
import dev.geolookup.spatial.BoundaryIndex;
import jakarta.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
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
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The crosswalk of the bundled outlines to the bundled admin1 codes, by the rule Admin1Outlines states: what each
 * step decides, and a few units checked by hand. Prints the units left undecided per country.
 */
class Admin1OutlinesTest {

    private static final Path BOUNDARIES = BundledGazetteer.DATASETS.resolve("boundaries/admin1.geojson.gz");
    private static final Path GEONAMES = BundledGazetteer.DATASETS.resolve("geonames");

    private static SubdivisionOutlineView outlines;
    private static Admin1Outlines crosswalk;

    @BeforeAll
    static void build() throws IOException, ParseException {
        outlines = outlines();
        crosswalk = Admin1Outlines.of(outlines, adminNames("admin1CodesASCII.txt.gz"),
                adminNames("admin2Codes.txt.gz"), BundledGazetteer.view(BundledGazetteer.places()));
    }

    @Test
    void almostEveryUnitHasItsAdmin1() {
        Map<String, Integer> undecided = new TreeMap<>();
        outlines.units().values().stream().filter(unit -> crosswalk.admin1KeyOf(unit.unitCode()) == null)
                .forEach(unit -> undecided.merge(String.valueOf(unit.countryCode()), 1, Integer::sum));
        System.out.println("subdivision outlines: " + crosswalk.unitsDecided() + " of " + outlines.size()
                + " units have an admin1; left per country: " + undecided);
        assertThat(crosswalk.unitsDecided()).isGreaterThan(4_400);
    }

    @Test
    void aUnitIsItsAdmin1OrLiesInIt() {
        Admin1At sacramento = crosswalk.at(38.5816, -121.4944, 0, "US");
        assertThat(sacramento.admin1Code()).isEqualTo("CA");
        assertThat(sacramento.division().isoCode()).isEqualTo("US-CA");
        assertThat(sacramento.division().typeEn()).isEqualTo("State");
        assertThat(sacramento.division().names()).containsEntry("de", "Kalifornien");
        Admin1At paris = crosswalk.at(48.8566, 2.3522, 0, "FR");
        assertThat(paris.admin1Code()).as("a department lies in its region").isEqualTo("11");
        assertThat(paris.division()).as("the department is not the region").isNull();
        Admin1At munich = crosswalk.at(48.1374, 11.5755, 0, "DE");
        assertThat(munich.admin1Code()).isEqualTo("02");
        assertThat(munich.division().isoCode()).isEqualTo("DE-BY");
        assertThat(crosswalk.at(38.5816, -121.4944, 0, "MX")).as("another country's admin1 is none").isNull();
        assertThat(crosswalk.at(0, -30, 5, "BR")).as("the open sea").isNull();
    }

    private static SubdivisionOutlineView outlines() throws IOException, ParseException {
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
                if (key.startsWith("name_") && name instanceof JsonString text && !text.getString().isBlank()) {
                    names.put(key.substring(5), text.getString());
                }
            });
            String iso = properties.get("iso_3166_2") instanceof JsonString text
                    && text.getString().matches("[A-Z]{2}-[A-Z0-9]{1,3}") ? text.getString() : null;
            String country = properties.getString("iso_a2", "");
            units.put(code, new SubdivisionUnit(code, iso,
                    country.matches("[A-Z]{2}") ? country : iso == null ? null : iso.substring(0, 2),
                    properties.get("gn_id") instanceof JsonNumber id && id.longValue() > 0 ? id.longValue() : null,
                    properties.getString("name"), properties.getString("type_en", null), null, null, names));
            boundaries.add(new BoundaryIndex.Boundary(code, geometries.read(feature.get("geometry").toString())));
        }
        return new SubdivisionOutlineView(1, BoundaryIndex.of(boundaries), units);
    }

    private static AdminNameView adminNames(String file) throws IOException {
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
}
