package dev.geolookup.imports.boundary;

import dev.geolookup.imports.ImportContext;
import dev.geolookup.imports.MalformedRowException;
import dev.geolookup.imports.StagingRow;
import jakarta.batch.api.chunk.ItemProcessor;
import jakarta.batch.runtime.context.JobContext;
import jakarta.inject.Inject;
import jakarta.json.JsonValue;

/**
 * Maps each GeoJSON feature of a boundary file to a staging row, numbered by its position in the file; a feature
 * that cannot be one is skipped and counted under its reason, never dropped silently.
 */
abstract class GeoJsonFeatureProcessor implements ItemProcessor {

    @Inject
    private JobContext jobContext;

    private int position;

    /** The row of the feature at this position (1 for the first). */
    abstract StagingRow map(JsonValue feature, int position) throws MalformedRowException;

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
