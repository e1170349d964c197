package dev.geolookup.importrun;

import java.util.Map;

/** The counters of a running import, as its reader and writer see them. */
public record ImportProgress(Long bytesTotal, long bytesRead, long rowsRead, long rowsWritten, long rowsSkipped,
                             Map<String, Long> skippedByReason) {

    public ImportProgress {
        skippedByReason = Map.copyOf(skippedByReason);
    }
}
