package dev.geolookup.imports;

import jakarta.batch.api.chunk.ItemProcessor;
import jakarta.batch.runtime.context.JobContext;
import jakarta.inject.Inject;

/**
 * Maps each text row to the column values of its staging table. A row with the wrong number of columns or a
 * value that does not parse is skipped and counted under its reason, never dropped silently.
 */
public abstract class TextRowProcessor implements ItemProcessor {

    @Inject
    private JobContext jobContext;

    /** The number of columns of the format. */
    protected abstract int columns();

    /** Whether a row of this many columns is one of the format's; formats with several layouts say so here. */
    protected boolean acceptsColumns(int count) {
        return count == columns();
    }

    /** One staging-table row, its values set by column name. */
    protected abstract StagingRow map(String[] fields) throws MalformedRowException;

    @Override
    public Object processItem(Object item) {
        String[] fields = ((TextRow) item).fields();
        try {
            if (!acceptsColumns(fields.length)) {
                throw new MalformedRowException("wrong number of columns (expected " + columns() + ")");
            }
            return map(fields);
        } catch (MalformedRowException e) {
            ImportContext.of(jobContext).rowSkipped(e.getMessage());
            return null;
        }
    }
}
