package dev.geolookup.imports;

import jakarta.batch.api.chunk.ItemProcessor;
import jakarta.batch.runtime.context.JobContext;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

/**
 * Maps each item of a JSON file (a GeoJSON feature, an entry of a list) to a staging row, numbered by its position
 * in the file; an item that cannot be one is skipped and counted under its reason, never dropped silently.
 */
public abstract class JsonItemProcessor implements ItemProcessor {

    @Inject
    private JobContext jobContext;

    private int position;

    /** The row of the item at this position (1 for the first). */
    protected abstract StagingRow map(JsonValue item, int position) throws MalformedRowException;

    /** A member's text, trimmed; null where it is absent, not a string or blank. */
    protected static String text(JsonObject object, String name, int maxLength) throws MalformedRowException {
        if (!(object.get(name) instanceof JsonString value) || value.getString().isBlank()) {
            return null;
        }
        String text = value.getString().strip();
        if (text.length() > maxLength) {
            throw new MalformedRowException(name + " longer than " + maxLength);
        }
        return text;
    }

    @Override
    public Object processItem(Object item) {
        position++;
        try {
            return map((JsonValue) item, position);
        } catch (MalformedRowException e) {
            ImportContext.of(jobContext).rowSkipped(e.getMessage());
            return null;
        }
    }
}
