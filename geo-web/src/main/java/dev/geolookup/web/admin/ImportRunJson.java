package dev.geolookup.web.admin;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.Jsonp;
import dev.geolookup.importrun.ImportRun;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;

/** An import run as the admin API shows it: what it read, how far it got, how it ended. */
final class ImportRunJson {

    private ImportRunJson() {
    }

    static JsonBody one(ImportRun run) {
        return JsonBody.perRequest(object(run).toString().getBytes(StandardCharsets.UTF_8));
    }

    static JsonBody list(List<ImportRun> runs) {
        JsonArrayBuilder array = Jsonp.PROVIDER.createArrayBuilder();
        runs.forEach(run -> array.add(object(run)));
        return JsonBody.perRequest(array.build().toString().getBytes(StandardCharsets.UTF_8));
    }

    private static JsonObject object(ImportRun run) {
        JsonObjectBuilder json = Jsonp.PROVIDER.createObjectBuilder()
                .add("id", run.getId())
                .add("dataset", run.getDataset())
                .add("source", run.getSource())
                .add("status", run.getStatus().name())
                .add("startedAt", run.getStartedAt().toString());
        addInstant(json, "finishedAt", run.getFinishedAt());
        json.add("rowsRead", run.getRowsRead())
                .add("rowsWritten", run.getRowsWritten())
                .add("rowsSkipped", run.getRowsSkipped());
        JsonObjectBuilder skipped = Jsonp.PROVIDER.createObjectBuilder();
        run.getSkippedByReason().forEach(skipped::add);
        json.add("skippedByReason", skipped);
        json.add("bytesRead", run.getBytesRead());
        if (run.getBytesTotal() != null && run.getBytesTotal() > 0) {
            json.add("bytesTotal", run.getBytesTotal());
            json.add("percent", BigDecimal.valueOf(Math.min(100.0, 100.0 * run.getBytesRead() / run.getBytesTotal()))
                    .setScale(1, RoundingMode.HALF_UP));
        }
        if (run.getChecksumSha256() != null) {
            json.add("checksumSha256", run.getChecksumSha256());
        }
        if (run.getError() != null) {
            json.add("error", run.getError());
        }
        if (!run.getNotes().isEmpty()) {
            JsonArrayBuilder notes = Jsonp.PROVIDER.createArrayBuilder();
            run.getNotes().forEach(notes::add);
            json.add("notes", notes);
        }
        return json.build();
    }

    private static void addInstant(JsonObjectBuilder json, String name, Instant instant) {
        if (instant != null) {
            json.add(name, instant.toString());
        }
    }
}
