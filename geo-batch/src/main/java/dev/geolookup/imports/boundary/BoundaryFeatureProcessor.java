package dev.geolookup.imports.boundary;

import dev.geolookup.imports.JsonItemProcessor;
import dev.geolookup.imports.MalformedRowException;
import dev.geolookup.imports.StagingColumns;
import dev.geolookup.imports.StagingRow;
import jakarta.batch.api.BatchProperty;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.util.regex.Pattern;

/**
 * One GeoJSON feature of a boundary file: the code in the property the job names (a country's alpha-3 code, a
 * time zone's IANA id), checked against the job's pattern, and the Polygon or MultiPolygon as WKB. A feature
 * without either is skipped and counted under its reason. Output columns: id (the feature's
 * position), the code in the column the job names, and shape (WKB).
 */
@Named("boundaryFeatureProcessor")
@Dependent
public class BoundaryFeatureProcessor extends JsonItemProcessor {

    @Inject
    @BatchProperty(name = "codeProperty")
    private String codeProperty;

    @Inject
    @BatchProperty(name = "codePattern")
    private String codePattern;

    /** The staging table's column of the code (alpha3_code, tzid). */
    @Inject
    @BatchProperty(name = "codeColumn")
    private String codeColumn;

    private StagingColumns columns;

    private Pattern code;

    @Override
    protected StagingRow map(JsonValue item, int position) throws MalformedRowException {
        if (code == null) {
            code = Pattern.compile(codePattern);
            columns = StagingColumns.of("id", codeColumn, "shape");
        }
        if (item.getValueType() != JsonValue.ValueType.OBJECT) {
            throw new MalformedRowException("feature is not a JSON object");
        }
        JsonObject feature = item.asJsonObject();
        JsonValue properties = feature.get("properties");
        JsonValue value = properties instanceof JsonObject object ? object.get(codeProperty) : null;
        if (!(value instanceof JsonString text) || !code.matcher(text.getString()).matches()) {
            throw new MalformedRowException("missing or malformed " + codeProperty);
        }
        return columns.row().set("id", position).set(codeColumn, text.getString())
                .set("shape", GeoJsonPolygons.wkb(feature.get("geometry")));
    }
}
