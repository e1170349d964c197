package dev.geolookup.importrun;

import dev.geolookup.importrun.ImportRun;

import java.time.Duration;

/** A CDI event: the record of an import run was closed, as succeeded or failed. */
public record ImportRunEnded(String dataset, ImportRun.Status status, long rowsWritten, long rowsSkipped,
                             Duration duration) {

    static ImportRunEnded of(ImportRun run) {
        return new ImportRunEnded(run.getDataset(), run.getStatus(), run.getRowsWritten(), run.getRowsSkipped(),
                Duration.between(run.getStartedAt(), run.getFinishedAt()));
    }
}
