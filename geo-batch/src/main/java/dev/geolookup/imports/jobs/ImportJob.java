package dev.geolookup.imports.jobs;

import dev.geolookup.api.Dataset;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one dataset's import job is made of beside the steps every job shares (prepare the staging tables, load them
 * in chunks, swap them in): the staging tables it fills (the first the main one), the reader and its settings, the
 * processor, the writer, the chunk size and the fewest rows a run must load to be swapped in. {@link ImportJobFiles}
 * writes each job's file from it when the module is built.
 *
 * @param purpose what the job imports, for the comment of its file ("the GeoNames cities (cities15000)")
 */
public record ImportJob(Dataset dataset, String purpose, List<String> tables, int itemCount, Artifact reader,
                        Artifact processor, Artifact writer, long minimumRows) {

    /** A batch artifact by its CDI name, with the properties the job gives it. */
    public record Artifact(String ref, Map<String, String> properties) {

        public static Artifact named(String ref, String... namesAndValues) {
            Map<String, String> properties = new LinkedHashMap<>();
            for (int i = 0; i < namesAndValues.length; i += 2) {
                properties.put(namesAndValues[i], namesAndValues[i + 1]);
            }
            return new Artifact(ref, properties);
        }

        public Artifact with(String name, String value) {
            Map<String, String> more = new LinkedHashMap<>(properties);
            more.put(name, value);
            return new Artifact(ref, more);
        }
    }

    /** The default rows of a job, before what it declares: the staging table writer on the main table. */
    public static ImportJob of(Dataset dataset, String purpose, String... tables) {
        return new ImportJob(dataset, purpose, List.copyOf(Arrays.asList(tables)), 1000, null, null,
                Artifact.named("stagingTableWriter", "table", tables[0]), 1000);
    }

    public ImportJob reading(Artifact source, int chunkItems) {
        return new ImportJob(dataset, purpose, tables, chunkItems, source, processor, writer, minimumRows);
    }

    public ImportJob processedBy(Artifact rows) {
        return new ImportJob(dataset, purpose, tables, itemCount, reader, rows, writer, minimumRows);
    }

    public ImportJob writtenBy(Artifact rows) {
        return new ImportJob(dataset, purpose, tables, itemCount, reader, processor, rows, minimumRows);
    }

    /** A setting of the writer beside its table: newerColumn, expressions. */
    public ImportJob writing(String name, String value) {
        return writtenBy(writer.with(name, value));
    }

    public ImportJob swappedInFrom(long rows) {
        return new ImportJob(dataset, purpose, tables, itemCount, reader, processor, writer, rows);
    }
}
