package dev.geolookup.country;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.Jsonp;
import dev.geolookup.api.country.CountryField;
import dev.geolookup.api.country.FieldSelection;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonStructure;
import jakarta.json.JsonWriter;

import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Set;

/**
 * Turns read-model entries into response bodies. The lean and full forms are copied from bytes prepared at load
 * time; only a caller's own field list is serialised per request.
 */
final class CountryJson {

    static final Set<CountryField> LEAN_FIELDS = FieldSelection.LEAN.fields();

    private CountryJson() {
    }

    static JsonBody one(CountryEntry entry, FieldSelection selection) {
        return switch (selection.kind()) {
            case LEAN -> entry.leanJson();
            case FULL -> entry.fullJson();
            case CUSTOM -> linked(serialise(select(entry.fullRecord(), selection.fields())), entry.alpha2Code(),
                    entry.name(), selection.fields());
        };
    }

    static JsonBody list(List<CountryEntry> entries, FieldSelection selection) {
        return JsonBody.arrayOf(entries.stream().map(entry -> one(entry, selection)).toList());
    }

    /**
     * The record, linked by its alpha-2 code and named by its name where the fields it shows hold them: a link
     * reads what a reader of the record reads.
     */
    static JsonBody linked(JsonBody record, String alpha2Code, String name, Set<CountryField> fields) {
        String key = fields.contains(CountryField.ALPHA2_CODE) ? alpha2Code : null;
        String shownName = fields.contains(CountryField.NAME) ? name : null;
        return record.labelled(index -> key, index -> shownName);
    }

    static JsonObject select(JsonObject full, Set<CountryField> fields) {
        JsonObjectBuilder selected = Jsonp.PROVIDER.createObjectBuilder();
        for (CountryField field : CountryField.values()) {
            if (fields.contains(field) && full.containsKey(field.jsonName())) {
                selected.add(field.jsonName(), full.get(field.jsonName()));
            }
        }
        return selected.build();
    }

    static JsonBody serialise(JsonStructure json) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(2048);
        try (JsonWriter writer = Jsonp.PROVIDER.createWriter(bytes)) {
            writer.write(json);
        }
        return JsonBody.of(bytes.toByteArray());
    }
}
