package dev.geolookup.imports;

import dev.geolookup.importrun.ImportRuns;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;

/** What every import writer does after a chunk: count it and put the run's progress on record. */
@ApplicationScoped
public class ChunkProgress {

    @EJB
    private ImportRuns runs;

    public void written(ImportContext context, int rows) {
        context.rowsWritten(rows);
        runs.recordProgress(context.runId(), context.progress());
    }
}
