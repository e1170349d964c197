package dev.geolookup.web.metrics;

import dev.geolookup.api.Dataset;
import dev.geolookup.imports.jobs.ImportJobs;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.ServiceClient;
import dev.geolookup.web.support.TestDatabaseQueries;
import dev.geolookup.web.support.TestEnvironment;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** /metrics in the Prometheus text format: requests per endpoint, read models and import runs, as they are. */
class MetricsIT extends DeployedService {

    private static final Pattern SAMPLE = Pattern.compile("^(\\w+)\\{((?:[^\"}]|\"[^\"]*\")*)} (\\S+)$");
    private static final Pattern LABEL = Pattern.compile("(\\w+)=\"([^\"]*)\"");
    /**
     * The datasets whose read model holds one entry per row of the job's main table; the others merge or split
     * rows (IP ranges per address family, names per feature, records kept as the file gives them).
     */
    private static final Set<Dataset> ONE_ENTRY_PER_ROW = EnumSet.of(Dataset.COUNTRIES, Dataset.PLACES,
            Dataset.CITIES, Dataset.POSTAL_CODES, Dataset.IP_RANGES, Dataset.COUNTRY_BOUNDARIES,
            Dataset.TIMEZONE_BOUNDARIES, Dataset.SUBDIVISION_OUTLINES, Dataset.SUBDIVISION_CODES);

    @Test
    void requestsAreCountedAndTimedPerEndpointAndStatusClass() {
        double placesBefore = requests("GET /places", "2xx", "count");
        double byIdRefusedBefore = requests("GET /places/{geonameId}", "4xx", "count");
        for (int i = 0; i < 3; i++) {
            assertThat(service.get("places?q=ber").statusCode()).isEqualTo(200);
        }
        assertThat(service.get("places/999999999").statusCode()).isEqualTo(404);
        assertThat(service.get("places/abc").statusCode()).isEqualTo(400);

        assertThat(requests("GET /places", "2xx", "count") - placesBefore).isEqualTo(3);
        assertThat(requests("GET /places/{geonameId}", "4xx", "count") - byIdRefusedBefore)
                .as(() -> service.get("metrics").body().lines().filter(line -> line.contains("geonameId")).toList()
                        .toString()).isEqualTo(2);
        List<Sample> samples = scrape();
        Map<String, String> places = Map.of("endpoint", "GET /places", "status", "2xx");
        assertThat(value(samples, "geo_http_requests_seconds_bucket", with(places, "le", "+Inf")))
                .isEqualTo(value(samples, "geo_http_requests_seconds_count", places));
        assertThat(value(samples, "geo_http_requests_seconds_bucket", with(places, "le", "5.0")))
                .isLessThanOrEqualTo(value(samples, "geo_http_requests_seconds_count", places));
        assertThat(value(samples, "geo_http_requests_seconds_sum", places)).isPositive();
    }

    /** One resource method serves GeoNames' table; each service is still its own endpoint, and junk adds none. */
    @Test
    void eachGeoNamesServiceIsItsOwnEndpoint() {
        double searchBefore = requests("GET /geonames/searchJSON", "2xx", "count");
        double getBefore = requests("GET /geonames/getJSON", "2xx", "count");
        double otherBefore = requests("GET /geonames/{service}", "4xx", "count");
        assertThat(service.get("geonames/searchJSON?q=berlin&maxRows=1").body()).contains("\"geonames\"");
        assertThat(service.get("geonames/search?q=berlin&maxRows=1&type=json").body()).contains("\"geonames\"");
        assertThat(service.get("geonames/getJSON?geonameId=2950159").body()).contains("\"Berlin\"");
        assertThat(service.get("geonames/noSuchServiceJSON").statusCode()).isEqualTo(404);

        assertThat(requests("GET /geonames/searchJSON", "2xx", "count") - searchBefore).isEqualTo(2);
        assertThat(requests("GET /geonames/getJSON", "2xx", "count") - getBefore).isEqualTo(1);
        assertThat(requests("GET /geonames/{service}", "4xx", "count") - otherBefore).isEqualTo(1);
        assertThat(scrape()).noneMatch(sample -> sample.labels().getOrDefault("endpoint", "")
                .contains("noSuchService"));
    }

    @Test
    void readModelsReportTheirEntriesVersionAndAge() {
        List<Sample> samples = scrape();
        Map<String, Long> versions = new HashMap<>();
        TestDatabaseQueries.rows("SELECT dataset, version FROM dataset_version",
                row -> versions.put(row.getString(1), row.getLong(2)));
        for (Dataset dataset : Dataset.values()) {
            Map<String, String> labels = Map.of("dataset", dataset.id());
            assertThat(value(samples, "geo_readmodel_data_version", labels)).as(dataset.id())
                    .isEqualTo((double) versions.get(dataset.id()));
            assertThat(value(samples, "geo_readmodel_age_seconds", labels)).as(dataset.id()).isNotNegative();
            assertThat(value(samples, "geo_readmodel_entries", labels)).as(dataset.id()).isPositive();
        }
        for (Dataset dataset : ONE_ENTRY_PER_ROW) {
            String table = ImportJobs.byDataset().get(dataset).tables().get(0);
            assertThat(value(samples, "geo_readmodel_entries", Map.of("dataset", dataset.id()))).as(dataset.id())
                    .isEqualTo((double) TestDatabaseQueries.count(table));
        }
    }

    @Test
    void importRunsAreCountedWithTheirOutcome() throws InterruptedException {
        Map<String, String> succeeded = Map.of("dataset", "countries", "status", "succeeded");
        Map<String, String> failed = Map.of("dataset", "countries", "status", "failed");
        List<Sample> before = scrape();
        double succeededBefore = find(before, "geo_import_runs_seconds_count", succeeded).orElse(0);
        double failedBefore = find(before, "geo_import_runs_seconds_count", failed).orElse(0);
        double rowsBefore = find(before, "geo_import_rows_written_total", Map.of("dataset", "countries")).orElse(0);

        runImport("bundled");
        // A missing file where the test server allows sources (geo.import.allowed-sources): a run that fails.
        runImport(Path.of(System.getProperty("java.io.tmpdir"), "geo-nonexistent", "countries.json").toString());

        List<Sample> after = scrape();
        assertThat(value(after, "geo_import_runs_seconds_count", succeeded) - succeededBefore).isEqualTo(1);
        assertThat(value(after, "geo_import_runs_seconds_count", failed) - failedBefore).isEqualTo(1);
        assertThat(value(after, "geo_import_runs_seconds_sum", succeeded)).isPositive();
        assertThat(value(after, "geo_import_rows_written_total", Map.of("dataset", "countries")) - rowsBefore)
                .isEqualTo(TestDatabaseQueries.count("country"));
    }

    private void runImport(String source) throws InterruptedException {
        HttpResponse<String> started = service.send("POST", "admin/imports/countries?source="
                + URLEncoder.encode(source, StandardCharsets.UTF_8), null, TestEnvironment.adminAuthorization());
        assertThat(started.statusCode()).as(started.body()).isEqualTo(202);
        long runId = ((JsonObject) ServiceClient.parse(started.body())).getJsonNumber("id").longValue();
        Instant deadline = Instant.now().plus(Duration.ofMinutes(2));
        while (Instant.now().isBefore(deadline)) {
            JsonObject run = (JsonObject) ServiceClient.parse(
                    service.get("admin/imports/" + runId, TestEnvironment.adminAuthorization()).body());
            if (!run.getString("status").equals("RUNNING")) {
                return;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("import run " + runId + " did not end");
    }

    private double requests(String endpoint, String status, String kind) {
        return find(scrape(), "geo_http_requests_seconds_" + kind, Map.of("endpoint", endpoint, "status", status))
                .orElse(0.0);
    }

    private List<Sample> scrape() {
        HttpResponse<String> metrics = service.get("metrics");
        assertThat(metrics.statusCode()).isEqualTo(200);
        assertThat(metrics.headers().firstValue("Content-Type").orElse("")).startsWith("text/plain");
        return metrics.body().lines().map(SAMPLE::matcher).filter(Matcher::matches).map(sample -> {
            Map<String, String> labels = new HashMap<>();
            Matcher label = LABEL.matcher(sample.group(2));
            while (label.find()) {
                labels.put(label.group(1), label.group(2));
            }
            return new Sample(sample.group(1), labels, Double.parseDouble(sample.group(3)));
        }).toList();
    }

    private static double value(List<Sample> samples, String name, Map<String, String> labels) {
        return find(samples, name, labels).orElseThrow(() -> new AssertionError("no sample " + name + labels));
    }

    private static OptionalDouble find(List<Sample> samples, String name, Map<String, String> labels) {
        return samples.stream().filter(sample -> sample.matches(name, labels)).mapToDouble(Sample::value).findFirst();
    }

    private static Map<String, String> with(Map<String, String> labels, String name, String value) {
        Map<String, String> more = new HashMap<>(labels);
        more.put(name, value);
        return more;
    }

    private record Sample(String name, Map<String, String> labels, double value) {

        boolean matches(String wantedName, Map<String, String> wantedLabels) {
            return name.equals(wantedName) && labels.entrySet().containsAll(wantedLabels.entrySet());
        }
    }
}
