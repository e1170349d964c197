package dev.geolookup.imports.subdivision;

import dev.geolookup.api.subdivision.SubdivisionCode;
import dev.geolookup.imports.JsonItemProcessor;
import dev.geolookup.imports.MalformedRowException;
import dev.geolookup.imports.StagingColumns;
import dev.geolookup.imports.StagingRow;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Named;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;


/**
 * One entry of iso-codes' iso_3166-2.json: {@code code} (FR-75), {@code name}, {@code type} and, for a subdivision
 * that lies in another, {@code parent}, which the file gives either whole (GB-SCT) or without its country (IDF); the
 * row holds it whole. An entry without a well-formed code or a name is skipped and counted under its reason.
 */
@Named("subdivisionCodeProcessor")
@Dependent
public class SubdivisionCodeProcessor extends JsonItemProcessor {

    /** The row this gives, by the staging table's column names. */
    static final StagingColumns COLUMNS = StagingColumns.of("code", "country_code", "parent_code", "name", "type");

    @Override
    protected StagingRow map(JsonValue item, int position) throws MalformedRowException {
        if (!(item instanceof JsonObject entry)) {
            throw new MalformedRowException("entry that is not an object");
        }
        String code = text(entry, "code", 10);
        if (code == null || !SubdivisionCode.ISO.matcher(code).matches()) {
            throw new MalformedRowException("code that is not ISO 3166-2 (CC-XXX)");
        }
        String name = text(entry, "name", 200);
        if (name == null) {
            throw new MalformedRowException("entry without name");
        }
        String country = code.substring(0, 2);
        return COLUMNS.row()
                .set("code", code)
                .set("country_code", country)
                .set("parent_code", parentCode(text(entry, "parent", 10), country))
                .set("name", name)
                .set("type", text(entry, "type", 80));
    }

    private static String parentCode(String parent, String country) throws MalformedRowException {
        if (parent == null) {
            return null;
        }
        // iso-codes names a parent by the part after the hyphen (IDF) or by its whole code (FR-IDF).
        String whole = parent.indexOf('-') < 0 ? country + "-" + parent : parent;
        if (!SubdivisionCode.ISO.matcher(whole).matches() || !whole.startsWith(country)) {
            throw new MalformedRowException("parent that is no ISO 3166-2 code of the country");
        }
        return whole;
    }
}
