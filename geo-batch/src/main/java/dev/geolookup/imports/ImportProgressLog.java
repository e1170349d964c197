package dev.geolookup.imports;

import dev.geolookup.importrun.ImportProgress;

import java.time.Duration;
import java.util.logging.Logger;

/**
 * Progress lines an admin can follow in the log: percent of bytes read (where the size is known), rows so far,
 * rows per second and the time left, at most one line per interval for each run.
 */
final class ImportProgressLog {

    private static final Logger LOG = Logger.getLogger(ImportProgressLog.class.getName());
    private static final long INTERVAL_NANOS = Duration.ofSeconds(10).toNanos();

    private final long startedNanos = System.nanoTime();
    private long lastLoggedNanos = startedNanos;

    synchronized void chunkWritten(ImportContext context) {
        long now = System.nanoTime();
        if (now - lastLoggedNanos < INTERVAL_NANOS) {
            return;
        }
        lastLoggedNanos = now;
        ImportProgress progress = context.progress();
        double seconds = (now - startedNanos) / 1e9;
        long rowsPerSecond = Math.round(progress.rowsRead() / Math.max(seconds, 0.001));
        StringBuilder line = new StringBuilder("Import of ").append(context.dataset())
                .append(" (run ").append(context.runId()).append("): ");
        if (progress.bytesTotal() != null && progress.bytesTotal() > 0 && progress.bytesRead() > 0) {
            double share = Math.min(1.0, (double) progress.bytesRead() / progress.bytesTotal());
            long secondsLeft = Math.round(seconds / share - seconds);
            line.append(String.format("%.1f%%, ", share * 100));
            line.append(String.format("%,d rows, %,d rows/s, about %d s left", progress.rowsRead(), rowsPerSecond,
                    secondsLeft));
        } else {
            line.append(String.format("%,d rows, %,d rows/s", progress.rowsRead(), rowsPerSecond));
        }
        if (progress.rowsSkipped() > 0) {
            line.append(String.format(", %,d skipped", progress.rowsSkipped()));
        }
        LOG.info(line::toString);
    }
}
