package dev.geolookup.imports.restcountries;

import dev.geolookup.imports.ImportContext;
import dev.geolookup.imports.StagingColumns;
import jakarta.batch.api.BatchProperty;
import jakarta.batch.api.chunk.ItemProcessor;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;

import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * One record of a REST Countries data file as the row {@code source_position, code, record}: the record as the file
 * gives it (the API shapes it as REST Countries' classes did), keyed by its three-letter code (the member
 * {@code codeMember} names: alpha3Code in v2, cca3 in v3.1). A record that is no object, has no such code or
 * repeats one is skipped and counted.
 */
@Named("countryRecordRowProcessor")
@Dependent
public class CountryRecordRowProcessor implements ItemProcessor {

    /** The row this gives, by the staging table's column names. */
    static final StagingColumns COLUMNS = StagingColumns.of("source_position", "code", "record");

    private static final Pattern CODE = Pattern.compile("[A-Z]{3}");
    /** A record of either file is under 20 KB; a far larger one is no country's. */
    private static final int MAX_RECORD_CHARS = 200_000;

    @Inject
    private JobContext jobContext;

    @Inject
    @BatchProperty(name = "codeMember")
    private String codeMember;

    private final Set<String> seen = new HashSet<>();
    private int position;

    @Override
    public Object processItem(Object item) {
        ImportContext context = ImportContext.of(jobContext);
        if (!(item instanceof JsonObject record)) {
            context.rowSkipped("not a JSON object");
            return null;
        }
        String code = record.get(codeMember) instanceof JsonString text ? text.getString() : null;
        if (code == null || !CODE.matcher(code).matches()) {
            context.rowSkipped("missing or malformed " + codeMember);
            return null;
        }
        if (!seen.add(code)) {
            context.rowSkipped("duplicate " + codeMember);
            return null;
        }
        String text = record.toString();
        if (text.length() > MAX_RECORD_CHARS) {
            context.rowSkipped("record longer than " + MAX_RECORD_CHARS + " characters");
            return null;
        }
        return COLUMNS.row().set("source_position", position++).set("code", code).set("record", text);
    }
}
