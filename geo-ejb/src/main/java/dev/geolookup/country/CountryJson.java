package dev.geolookup.country;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.Jsonp;
import dev.geolookup.api.country.CountryField;
import dev.geolookup.api.country.FieldSelection;
import jakarta.json.JsonArrayBuilder;
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
            case CUSTOM -> serialise(select(entry.fullRecord(), selection.fields()));
        };
    }

    static JsonBody list(List<CountryEntry> entries, FieldSelection selection) {
        if (selection.kind() == FieldSelection.Kind.CUSTOM && !entries.isEmpty()) {
            JsonArrayBuilder array = Jsonp.PROVIDER.createArrayBuilder();
            entries.forEach(entry -> array.add(select(entry.fullRecord(), selection.fields())));
            return serialise(array.build());
        }
        return JsonBody.arrayOf(entries.stream().map(entry -> one(entry, selection)).toList());
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
