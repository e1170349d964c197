package dev.geolookup.adapter.restcountries;

import dev.geolookup.api.JsonBody;
import dev.geolookup.adapter.restcountries.RecordShape.Bean;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The records REST Countries found, written as it wrote them. Without {@code fields} (or with it empty) every
 * version writes each record whole ({@link CountryRecords#written}). With {@code fields}, the fields it names
 * (split at commas, compared as written) and any the version never removes are kept, and then:
 * <ul>
 *     <li>v2, one record ({@code /alpha/{code}}): Gson's object, in the classes' field order, empty values kept;</li>
 *     <li>v2, a list: each record read back into the class and written as without fields, so that empty values
 *         go, and {@code independent}, a primitive, is false where it was not kept;</li>
 *     <li>v3.1, a list: Gson's objects, empty values kept; {@code /alpha/{code}} the object alone (several
 *         records, which REST Countries wrote one after the other without a separator, as an array).</li>
 * </ul>
 */
final class RecordWriter {

    private RecordWriter() {
    }

    /** v2's answer of one record. */
    static JsonBody v2Record(CountryRecords records, int index, String fields) {
        if (fields == null || fields.isEmpty()) {
            return records.written(index);
        }
        return gsonObject(records, kept(records.models().get(index), fields, RecordShapes.V2_SELECTABLE));
    }

    /** v2's answer of a list of records. */
    static JsonBody v2List(CountryRecords records, List<Integer> indexes, String fields) {
        if (fields == null || fields.isEmpty()) {
            return records.arrayOf(indexes);
        }
        List<Map<String, Object>> kept = new ArrayList<>(indexes.size());
        for (int index : indexes) {
            Map<String, Object> record = new LinkedHashMap<>(kept(records.models().get(index), fields,
                    RecordShapes.V2_SELECTABLE));
            record.putIfAbsent("independent", Boolean.FALSE);
            kept.add(record);
        }
        return array(records.shape(), kept, true);
    }

    /** v3.1's answer of a list of records. */
    static JsonBody v31List(CountryRecords records, List<Integer> indexes, String fields) {
        if (fields == null || fields.isEmpty()) {
            return records.arrayOf(indexes);
        }
        List<Map<String, Object>> kept = new ArrayList<>(indexes.size());
        indexes.forEach(index -> kept.add(kept(records.models().get(index), fields, RecordShapes.V3_1_SELECTABLE)));
        return array(records.shape(), kept, false);
    }

    /** v3.1's answer of {@code /alpha/{code}}: with fields, one record's object rather than an array. */
    static JsonBody v31Alpha(CountryRecords records, List<Integer> indexes, String fields) {
        if (fields == null || fields.isEmpty() || indexes.size() != 1) {
            return v31List(records, indexes, fields);
        }
        return gsonObject(records, kept(records.models().get(indexes.get(0)), fields, RecordShapes.V3_1_SELECTABLE));
    }

    /** One record's object as Gson wrote it. */
    private static JsonBody gsonObject(CountryRecords records, Map<String, Object> record) {
        return JsonBody.perRequest(CountryRecords.json(json -> RecordShape.writeAsGson(json, null, record,
                records.shape())));
    }

    /** The record's fields less those of the removable ones that {@code fields} does not name. */
    private static Map<String, Object> kept(Map<String, Object> model, String fields, List<String> removable) {
        List<String> named = Arrays.asList(fields.split(","));
        Map<String, Object> kept = new LinkedHashMap<>();
        model.forEach((name, value) -> {
            if (named.contains(name) || !removable.contains(name)) {
                kept.put(name, value);
            }
        });
        return kept;
    }

    private static JsonBody array(Bean shape, List<Map<String, Object>> records, boolean serde) {
        return JsonBody.perRequest(CountryRecords.json(json -> {
            json.writeStartArray();
            for (Map<String, Object> record : records) {
                if (serde) {
                    RecordShape.writeAsSerde(json, null, record, shape);
                } else {
                    RecordShape.writeAsGson(json, null, record, shape);
                }
            }
            json.writeEnd();
        }));
    }
}
