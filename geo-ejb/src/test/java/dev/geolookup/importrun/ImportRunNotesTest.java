package dev.geolookup.importrun;

import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/** The notes a run's record gathers after it ended: each once, and never more than the record keeps. */
class ImportRunNotesTest {

    private final ImportRun run = new ImportRun("places", "bundled", Instant.EPOCH);

    @Test
    void aNoteSaidAgainIsKeptOnce() {
        run.note("node 1@a serves the previous data: data version 3 not loaded");
        run.note("node 2@b serves the previous data: data version 3 not loaded");
        run.note("node 1@a serves the previous data: data version 3 not loaded");
        assertThat(run.getNotes()).containsExactly("node 1@a serves the previous data: data version 3 not loaded",
                "node 2@b serves the previous data: data version 3 not loaded");
    }

    @Test
    void theOldestNotesGoFirstWhenThereAreTooMany() {
        for (int node = 1; node <= ImportRun.MAX_NOTES + 5; node++) {
            run.note("node " + node);
        }
        assertThat(run.getNotes()).hasSize(ImportRun.MAX_NOTES).startsWith("node 6")
                .endsWith("node " + (ImportRun.MAX_NOTES + 5));
    }

    @Test
    void aRunWithoutNotesHasNone() {
        assertThat(run.getNotes()).isEmpty();
    }
}
