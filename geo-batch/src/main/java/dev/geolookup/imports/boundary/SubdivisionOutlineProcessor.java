package dev.geolookup.imports.boundary;

import dev.geolookup.api.subdivision.SubdivisionCode;
import dev.geolookup.imports.JsonItemProcessor;
import dev.geolookup.imports.MalformedRowException;
import dev.geolookup.imports.StagingColumns;
import dev.geolookup.imports.StagingRow;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Named;
import jakarta.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * One unit of Natural Earth's admin-1 file: its code ({@code adm1_code}), ISO 3166-2 code where it has one, country,
 * GeoNames id ({@code gn_id}), name, English type, label point, its names in the file's languages (as a JSON object
 * by language: {@code name_de} is "de", {@code name_zht} is "zh-Hant") and its outline as WKB. A unit without a code,
 * a name or a polygon is skipped and counted under its reason.
 */
@Named("subdivisionOutlineProcessor")
@Dependent
public class SubdivisionOutlineProcessor extends JsonItemProcessor {

    /** The row this gives, by the staging table's column names. */
    static final StagingColumns COLUMNS = StagingColumns.of("id", "unit_code", "iso_code", "country_code",
            "geoname_id", "name", "type_en", "latitude", "longitude", "names", "shape");

    private static final Pattern COUNTRY = Pattern.compile("[A-Z]{2}");
    private static final String NAME_PREFIX = "name_";

    @Override
    protected StagingRow map(JsonValue item, int position) throws MalformedRowException {
        if (!(item instanceof JsonObject feature) || !(feature.get("properties") instanceof JsonObject properties)) {
            throw new MalformedRowException("feature without properties");
        }
        String unitCode = text(properties, "adm1_code", 20);
        String name = text(properties, "name", 200);
        if (unitCode == null || name == null) {
            throw new MalformedRowException("unit without adm1_code or name");
        }
        String isoCode = text(properties, "iso_3166_2", 10);
        if (isoCode != null && !SubdivisionCode.ISO.matcher(isoCode).matches()) {
            isoCode = null; // Natural Earth marks units ISO 3166-2 does not code with "-99" or a trailing "~"
        }
        String country = text(properties, "iso_a2", 2);
        if (country == null || !COUNTRY.matcher(country).matches()) {
            country = isoCode == null ? null : isoCode.substring(0, 2);
        }
        return COLUMNS.row()
                .set("id", position)
                .set("unit_code", unitCode)
                .set("iso_code", isoCode)
                .set("country_code", country)
                .set("geoname_id", geonameId(properties.get("gn_id")))
                .set("name", name)
                .set("type_en", text(properties, "type_en", 60))
                .set("latitude", coordinate(properties.get("latitude"), 90))
                .set("longitude", coordinate(properties.get("longitude"), 180))
                .set("names", names(properties))
                .set("shape", GeoJsonPolygons.wkb(feature.get("geometry")));
    }

    private static Long geonameId(JsonValue value) {
        return value instanceof JsonNumber number && number.isIntegral() && number.longValue() > 0
                ? number.longValue() : null;
    }

    private static Double coordinate(JsonValue value, double limit) {
        if (!(value instanceof JsonNumber number)) {
            return null;
        }
        double degrees = number.doubleValue();
        return Math.abs(degrees) <= limit ? degrees : null;
    }

    /** The names by language tag, as a JSON object; null where the file gives none. */
    private static String names(JsonObject properties) throws MalformedRowException {
        JsonObjectBuilder names = Json.createObjectBuilder();
        int count = 0;
        for (String key : properties.keySet()) {
            if (!key.startsWith(NAME_PREFIX) || key.equals("name_alt") || key.equals("name_local")) {
                continue;
            }
            String name = text(properties, key, 200);
            if (name != null) {
                String language = key.substring(NAME_PREFIX.length()).toLowerCase(Locale.ROOT);
                names.add(language.equals("zht") ? "zh-Hant" : language, name);
                count++;
            }
        }
        return count == 0 ? null : names.build().toString();
    }
}
