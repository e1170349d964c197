package dev.geolookup.imports;

import dev.geolookup.api.Dataset;
import dev.geolookup.imports.jobs.ImportJobs;
import dev.geolookup.api.InvalidRequestException;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The job files the build writes from ImportJobs and the one list of datasets name the same datasets the same way:
 * one declaration per dataset, one file per declaration.
 */
class DatasetJobsTest {

    private static final Path JOBS = Path.of("target/classes/META-INF/batch-jobs");
    private static final Pattern JOB_ID = Pattern.compile("<job id=\"([^\"]+)\"");
    private static final Pattern DATASET_PROPERTY = Pattern.compile("<property name=\"dataset\" value=\"([^\"#]+)\"");

    @Test
    void everyDatasetHasItsJobAndEveryJobADataset() throws IOException {
        List<String> files;
        try (Stream<Path> listed = Files.list(JOBS)) {
            files = listed.map(file -> file.getFileName().toString().replaceAll("\\.xml$", "")).sorted().toList();
        }
        assertThat(files).containsExactlyInAnyOrderElementsOf(Arrays.stream(Dataset.values()).map(Dataset::id).toList());
        for (String job : files) {
            String xml = Files.readString(JOBS.resolve(job + ".xml"));
            assertThat(firstGroup(JOB_ID, xml)).as(job).isEqualTo(job);
            assertThat(firstGroup(DATASET_PROPERTY, xml)).as(job).isEqualTo(job);
        }
    }

    @Test
    void everyDatasetDeclaresItsJobOnce() {
        assertThat(ImportJobs.byDataset().keySet()).containsExactlyInAnyOrder(Dataset.values());
        assertThat(ImportJobs.byDataset()).allSatisfy((dataset, job) -> {
            assertThat(job.tables()).as(dataset.id()).isNotEmpty();
            assertThat(job.reader()).as(dataset.id()).isNotNull();
            assertThat(job.processor()).as(dataset.id()).isNotNull();
            assertThat(job.minimumRows()).as(dataset.id()).isPositive();
        });
    }

    @Test
    void anUnknownIdIsARefusalListingTheDatasets() {
        assertThat(Dataset.byId("places")).isSameAs(Dataset.PLACES);
        assertThatThrownBy(() -> Dataset.byId("planets")).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("unknown dataset 'planets'").hasMessageContaining("timezone-boundaries");
    }

    private static String firstGroup(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        return matcher.find() ? matcher.group(1) : null;
    }
}
