package dev.geolookup.web.admin;

import dev.geolookup.web.support.BundledDatasets;
import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.ServiceClient;
import dev.geolookup.web.support.TestDatabaseQueries;
import dev.geolookup.web.support.TestEnvironment;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.zip.ZipOutputStream;
import java.util.zip.ZipEntry;
import java.io.IOException;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;

import static org.assertj.core.api.Assertions.assertThat;

/** The admin import API over real jobs, a real MariaDB and a loopback HTTP server standing in for the upstream sites. */
class ImportAdminIT extends DeployedService {

    private static final String FIXTURE_COUNTRIES = """
            [{"alpha2Code":"QZ","alpha3Code":"QZQ","name":"Quartzland","population":1000,"capital":"Quartz City",
              "region":"Europe","numericCode":"999","timezones":["UTC+01:00"],"borders":[],"callingCodes":["999"]},
             {"alpha2Code":"QY","alpha3Code":"QYQ","name":"Quoyland","population":2000,"region":"Asia"}]
            """;


    /** Datasets a test replaced with data of its own; each is imported from the bundled file again after it. */
    private final Set<String> changed = new LinkedHashSet<>();

    private static String[] admin() {
        return TestEnvironment.adminAuthorization();
    }

    private HttpResponse<String> startImport(String dataset, String source) {
        String query = source == null ? "" : "?source=" + URLEncoder.encode(source, StandardCharsets.UTF_8);
        return service.send("POST", "admin/imports/" + dataset + query, null, admin());
    }

    /** Imports data of the test's own, to be replaced by the bundled data again when the test ends. */
    private JsonObject importOwnData(String dataset, String source) throws InterruptedException {
        changed.add(dataset);
        return importAndWait(dataset, source);
    }

    @AfterEach
    void restoreTheBundledData() throws InterruptedException {
        for (String dataset : List.copyOf(changed)) {
            JsonObject run = importAndWait(dataset, "bundled");
            assertThat(run.getString("status")).as("restoring the bundled %s after the test: %s", dataset, run)
                    .isEqualTo("SUCCEEDED");
            changed.remove(dataset);
        }
    }

    private JsonObject importAndWait(String dataset, String source) throws InterruptedException {
        HttpResponse<String> started = startImport(dataset, source);
        assertThat(started.statusCode()).as(started.body()).isEqualTo(202);
        JsonObject run = (JsonObject) ServiceClient.parse(started.body());
        assertThat(started.headers().firstValue("Location").orElseThrow()).endsWith("/admin/imports/" + run.getInt("id"));
        return service.awaitImportEnd(run.getInt("id"));
    }

    @Test
    void adminEndpointsRefuseMissingAndWrongCredentials() {
        for (HttpResponse<String> refused : List.of(
                service.send("POST", "admin/imports/countries", null),
                service.get("admin/imports"),
                service.get("admin/imports", "Authorization", "Basic " + Base64.getEncoder().encodeToString(
                        (System.getProperty(TestEnvironment.ADMIN_USER) + ":wrong").getBytes(StandardCharsets.UTF_8))),
                service.get("admin/imports", "Authorization", "Basic bm9ib2R5Om5vdGhpbmc="))) {
            assertThat(refused.statusCode()).isEqualTo(401);
            assertThat(refused.headers().firstValue("WWW-Authenticate").orElse("")).startsWith("Basic");
            assertThat(refused.body()).doesNotContain("<html").doesNotContain("Exception");
        }
        HttpResponse<String> unknown = service.send("POST", "admin/imports/planets", null, admin());
        assertThat(unknown.statusCode()).isEqualTo(400);
        assertThat(unknown.body()).contains("unknown dataset 'planets'").contains("postal-codes");
        assertThat(service.get("admin/imports/999999999", admin()).statusCode()).isEqualTo(404);
        assertThat(service.get("admin/imports/abc", admin()).statusCode()).isEqualTo(400);
    }

    @Test
    void aClientThatKeepsGuessingIsLockedOutWithRetryAfterAndOthersAreNot() {
        ServiceClient proxy = overLoopback();
        String wrong = "Basic " + Base64.getEncoder().encodeToString("it-admin:guess".getBytes(StandardCharsets.UTF_8));
        for (int attempt = 1; attempt <= 10; attempt++) {
            assertThat(proxy.get("admin/imports", "X-Forwarded-For", "203.0.113.77", "Authorization", wrong)
                    .statusCode()).as("failed attempt %d", attempt).isEqualTo(401);
        }
        HttpResponse<String> locked = proxy.get("admin/imports", withHeaders(admin(), "X-Forwarded-For", "203.0.113.77"));
        assertThat(locked.statusCode()).as("even the right password waits").isEqualTo(429);
        assertThat(Long.parseLong(locked.headers().firstValue("Retry-After").orElseThrow())).isBetween(1L, 60L);
        assertThat(locked.headers().firstValue("Content-Type").orElseThrow()).startsWith("text/plain");
        assertThat(locked.body()).isEqualTo("\"Too many failed logins; try again later\"");

        assertThat(proxy.get("admin/imports", withHeaders(admin(), "X-Forwarded-For", "203.0.113.78")).statusCode())
                .as("another client").isEqualTo(200);
        for (int attempt = 1; attempt <= 15; attempt++) {
            assertThat(proxy.get("admin/imports", "X-Forwarded-For", "203.0.113.79").statusCode()).isEqualTo(401);
        }
        assertThat(proxy.get("admin/imports", withHeaders(admin(), "X-Forwarded-For", "203.0.113.79")).statusCode())
                .as("requests without credentials are not guesses").isEqualTo(200);
    }

    private static String[] withHeaders(String[] headers, String... more) {
        String[] all = Arrays.copyOf(headers, headers.length + more.length);
        System.arraycopy(more, 0, all, headers.length, more.length);
        return all;
    }

    @Test
    void countriesFromAnHttpSourceReplaceTheServedDataUntilTheNextImport() throws Exception {
        // Answers the response cache keeps now must not outlive the data they were built from.
        service.get("alpha/de");
        service.get("countries");
        assertThat(service.keptAnswersGiven(2, () -> {
            assertThat(service.getObject("alpha/de").getString("name")).isEqualTo("Germany");
            assertThat(service.get("countries").headers().firstValue("X-Total-Count"))
                    .hasValue(String.valueOf(BundledDatasets.countries()));
        })).as("kept answers given before the import").isTrue();
        try (LoopbackFileServer server = new LoopbackFileServer(FIXTURE_COUNTRIES.getBytes(StandardCharsets.UTF_8),
                LoopbackFileServer.Delivery.WHOLE)) {
            JsonObject run = importOwnData("countries", server.url("countries.json"));
            assertThat(run.getString("status")).isEqualTo("SUCCEEDED");
            assertThat(run.getInt("rowsRead")).isEqualTo(2);
            assertThat(run.getInt("rowsWritten")).isEqualTo(2);
            assertThat(run.getString("checksumSha256")).matches("[0-9a-f]{64}");
            assertThat(service.getObject("alpha/qz").getString("capital")).isEqualTo("Quartz City");
            assertThat(service.get("alpha/de").statusCode()).isEqualTo(404);
            assertThat(service.get("countries").headers().firstValue("X-Total-Count")).hasValue("2");
        }
        restoreTheBundledData();
        assertThat(service.getObject("alpha/de").getString("name")).isEqualTo("Germany");
        assertThat(service.get("alpha/qz").statusCode()).isEqualTo(404);
    }

    @Test
    void aTransferCutOffOrStalledHalfWayFailsAndTheServedDataStays() throws Exception {
        String etagBefore = service.get("countries").headers().firstValue("ETag").orElseThrow();
        byte[] bundled = service.get("countries?full=true").body().getBytes(StandardCharsets.UTF_8);
        try (LoopbackFileServer server = new LoopbackFileServer(bundled, LoopbackFileServer.Delivery.CUT_OFF_HALF_WAY)) {
            JsonObject run = importAndWait("countries", server.url("countries.json"));
            assertThat(run.getString("status")).isEqualTo("FAILED");
            assertThat(run.getString("error")).isNotBlank();
        }
        // A transfer that stalls ends at the read timeout (5 s on the test server) instead of holding the lock.
        try (LoopbackFileServer server = new LoopbackFileServer(bundled, LoopbackFileServer.Delivery.STALLED_HALF_WAY)) {
            JsonObject run = importAndWait("countries", server.url("countries.json"));
            assertThat(run.getString("status")).isEqualTo("FAILED");
            assertThat(run.getString("error")).containsIgnoringCase("timed out");
        }
        assertThat(service.get("countries").headers().firstValue("ETag")).hasValue(etagBefore);
        assertThat(TestDatabaseQueries.count("country")).isEqualTo(BundledDatasets.countries());
        // The countries' staging tables only: the test servers' scheduled refresh of admin2-codes, each minute, may
        // be filling its own at this moment.
        assertThat(TestDatabaseQueries.count("information_schema.tables WHERE table_schema = DATABASE() AND "
                + "(table_name LIKE 'country%\\_staging' OR table_name LIKE 'regional\\_bloc%\\_staging')"))
                .isZero();
        // The next run is not held up by the failed one.
        assertThat(importAndWait("countries", "bundled").getString("status")).isEqualTo("SUCCEEDED");
        assertThat(service.get("countries").headers().firstValue("ETag")).hasValue(etagBefore);
    }

    @Test
    void aSlowDownloadKeepsItsLockPastTheStaleLimitAndOnlyItsServerReleasesIt() throws Exception {
        // The test servers take a lock over after a minute without a heartbeat. At 50 bytes a second the first
        // chunk (2000 rows) of this file would take over half an hour: only the run's own heartbeat, not its
        // chunks, can keep the lock from going stale.
        StringBuilder rows = new StringBuilder();
        for (int i = 1; i <= 3000; i++) {
            rows.append("QZ.").append(i).append("\tRegion ").append(i).append("\tRegion ").append(i).append("\t")
                    .append(9_000_000 + i).append('\n');
        }
        long admin1Before = TestDatabaseQueries.count("admin1_code");
        try (LoopbackFileServer server = new LoopbackFileServer(rows.toString().getBytes(StandardCharsets.UTF_8),
                LoopbackFileServer.Delivery.TRICKLE)) {
            HttpResponse<String> started = startImport("admin1-codes", server.url("admin1CodesASCII.txt"));
            assertThat(started.statusCode()).as(started.body()).isEqualTo(202);
            long runId = ((JsonObject) ServiceClient.parse(started.body())).getInt("id");
            Thread.sleep(Duration.ofSeconds(80).toMillis());
            JsonObject slow = (JsonObject) ServiceClient.parse(service.get("admin/imports/" + runId, admin()).body());
            assertThat(slow.getString("status")).isEqualTo("RUNNING");
            assertThat(slow.getInt("rowsWritten")).as("no chunk written yet").isZero();
            HttpResponse<String> second = startImport("admin1-codes", "bundled");
            assertThat(second.statusCode()).as("the lock of a live run is not stale: %s", second.body()).isEqualTo(409);
            server.close();
            JsonObject ended = service.awaitImportEnd(runId);
            assertThat(ended.getString("status")).as("a download that ends before its Content-Length").isEqualTo("FAILED");
            assertThat(ended.getString("error")).contains("ended after");
        }
        assertThat(TestDatabaseQueries.count("admin1_code")).isEqualTo(admin1Before);
        assertThat(importAndWait("admin1-codes", "bundled").getString("status")).as("the lock was released")
                .isEqualTo("SUCCEEDED");
    }

    @Test
    void aMostlyMalformedFileFailsWithAClearErrorAndSwapsNothing() throws Exception {
        long placesBefore = TestDatabaseQueries.count("place");
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= 100; i++) {
            String row = i + "\tPlace " + i + "\tPlace " + i + "\t\t10.0\t20.0\tP\tPPL\tNL\t\t07\t\t\t\t100\t\t\tEurope/Amsterdam\t2024-01-01";
            lines.add(i % 10 == 0 ? row : row.substring(0, row.lastIndexOf('\t')));
        }
        Path file = Files.createTempFile("places-malformed", ".txt");
        Files.write(file, lines);
        JsonObject run = importAndWait("places", file.toString());
        assertThat(run.getString("status")).isEqualTo("FAILED");
        assertThat(run.getString("error")).contains("90 of 100 rows are malformed");
        assertThat(run.getJsonObject("skippedByReason").getInt("wrong number of columns (expected 19)")).isEqualTo(90);
        assertThat(TestDatabaseQueries.count("place")).isEqualTo(placesBefore);
    }

    @Test
    void aRowTheDatabaseRefusesFailsTheRunWhoseRecordNamesTheDatabaseError() throws Exception {
        long admin1Before = TestDatabaseQueries.count("admin1_code");
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= 200; i++) {
            lines.add("ZZ.R" + i + "\tRegion " + i + "\tRegion " + i + "\t" + (9_000_000 + i));
        }
        // The file format allows codes of up to 120 characters (an admin2 code's length); admin1_code.code holds 30.
        lines.set(150, "ZZ." + "X".repeat(60) + "\tToo Long\tToo Long\t9200000");
        Path file = Files.createTempFile("admin1-too-long", ".txt");
        Files.write(file, lines);

        JsonObject run = importAndWait("admin1-codes", file.toString());

        assertThat(run.getString("status")).isEqualTo("FAILED");
        assertThat(run.getString("error")).as("the deepest cause, with its class, SQL state and vendor code")
                .containsPattern("^[a-z]+(\\.[A-Za-z0-9_$]+)+: ")
                .contains("Data too long for column 'code'")
                .contains("SQLState 22001")
                .contains("vendor code 1406");
        assertThat(TestDatabaseQueries.count("admin1_code")).isEqualTo(admin1Before);
    }

    @Test
    void aFewMalformedRowsAreSkippedAndCountedAndQuotesAreData() throws Exception {
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= 200; i++) {
            lines.add("ZZ.R" + i + "\tRegion " + i + "\tRegion " + i + "\t" + (9_000_000 + i));
        }
        lines.set(41, "ZZ.Q\t\"Quoted\" Region\t\"Quoted\" Region\t9100000");
        lines.set(99, "ZZ.BROKEN\tonly three\tcolumns");
        Path file = Files.createTempFile("admin1", ".txt");
        Files.write(file, lines);
        JsonObject run = importOwnData("admin1-codes", file.toString());
        assertThat(run.getString("status")).isEqualTo("SUCCEEDED");
        assertThat(run.getInt("rowsRead")).isEqualTo(200);
        assertThat(run.getInt("rowsWritten")).isEqualTo(199);
        assertThat(run.getInt("rowsSkipped")).isEqualTo(1);
        assertThat(run.getJsonObject("skippedByReason").getInt("wrong number of columns (expected 4)")).isEqualTo(1);
        assertThat(run.getJsonNumber("percent").doubleValue()).isEqualTo(100.0);
        assertThat(TestDatabaseQueries.count("admin1_code")).isEqualTo(199);
        assertThat(TestDatabaseQueries.text("SELECT name FROM admin1_code WHERE code = ?", "ZZ.Q"))
                .isEqualTo("\"Quoted\" Region");
    }

    @Test
    void aBoundaryFileReplacesTheZonesServedAndItsBadFeaturesAreSkippedAndCounted() throws Exception {
        assertThat(service.getObject("reverse?lat=48.8566&lng=2.3522").getString("timezone"))
                .isEqualTo("Europe/Paris");
        List<String> features = new ArrayList<>();
        features.add(feature("Asia/Tokyo",
                "{\"type\":\"Polygon\",\"coordinates\":[[[2,48],[3,48],[3,49],[2,49],[2,48]]]}"));
        // 220 squares, so that the two bad features stay under the 1% of malformed rows a run tolerates.
        for (int i = 0; i < 220; i++) {
            double west = -170 + i;
            features.add(feature("Pacific/Test" + i, "{\"type\":\"MultiPolygon\",\"coordinates\":[[[["
                    + west + ",-50],[" + (west + 0.5) + ",-50],[" + (west + 0.5) + ",-49.5],[" + west + ",-49.5],["
                    + west + ",-50]]]]}"));
        }
        features.add(feature("Bad/Line", "{\"type\":\"LineString\",\"coordinates\":[[0,0],[1,1]]}"));
        features.add("{\"type\":\"Feature\",\"properties\":{},"
                + "\"geometry\":{\"type\":\"Point\",\"coordinates\":[0,0]}}");
        Path file = Files.createTempFile("timezones", ".geojson");
        Files.writeString(file, "{\"type\":\"FeatureCollection\",\"name\":\"test\",\"features\":["
                + String.join(",", features) + "]}");

        JsonObject run = importOwnData("timezone-boundaries", file.toString());

        assertThat(run.getString("status")).as(run.toString()).isEqualTo("SUCCEEDED");
        assertThat(run.getInt("rowsRead")).isEqualTo(223);
        assertThat(run.getInt("rowsWritten")).isEqualTo(221);
        assertThat(run.getJsonObject("skippedByReason").getInt("geometry is not a Polygon or MultiPolygon"))
                .isEqualTo(1);
        assertThat(run.getJsonObject("skippedByReason").getInt("missing or malformed tzid")).isEqualTo(1);
        assertThat(TestDatabaseQueries.count("timezone_boundary")).isEqualTo(221);
        assertThat(TestDatabaseQueries.text("SELECT ST_AsText(shape) FROM timezone_boundary WHERE tzid = ?",
                "Asia/Tokyo")).isEqualTo("POLYGON((2 48,3 48,3 49,2 49,2 48))");
        assertThat(service.getObject("reverse?lat=48.8566&lng=2.3522").getString("timezone"))
                .isEqualTo("Asia/Tokyo");
        assertThat(service.getObject("reverse?lat=-49.75&lng=-169.75").getString("timezone"))
                .isEqualTo("Pacific/Test0");
    }

    @Test
    void aFileThatIsNotAFeatureCollectionFailsAndTheBoundariesServedStay() throws Exception {
        long before = TestDatabaseQueries.count("country_boundary");
        Path file = Files.createTempFile("countries", ".geojson");
        Files.writeString(file, "[{\"type\":\"Feature\"}]");
        JsonObject run = importAndWait("country-boundaries", file.toString());
        assertThat(run.getString("status")).isEqualTo("FAILED");
        assertThat(run.getString("error"))
                .contains("expected a JSON object holding an array of GeoJSON features as 'features'");
        assertThat(TestDatabaseQueries.count("country_boundary")).isEqualTo(before)
                .isEqualTo(BundledDatasets.features("boundaries/countries-maritime.geojson.gz"));
        assertThat(service.getObject("reverse?lat=48.8566&lng=2.3522").getString("countryCode")).isEqualTo("FR");
    }

    private static String feature(String tzid, String geometry) {
        return "{\"type\":\"Feature\",\"geometry\":" + geometry + ",\"properties\":{\"tzid\":\"" + tzid
                + "\"}}";
    }

    @Test
    void geoNamesAlternateNamesFileReplacesTheLocalNamesAndThePreferredNameWins() throws Exception {
        List<String> names = new ArrayList<>(List.of(
                "1\t2761369\tde\tWienerstadt\t\t\t\t\t\t",
                "2\t2761369\tde\tAlt-Wien\t\t\t\t1\t\t1500",
                "3\t2761369\tde\tWien\t1\t\t\t\t\t",
                "4\t2761369\tlink\thttps://de.wikipedia.org/wiki/Wien\t\t\t\t\t\t",
                "5\t2950159\tpt\tBerlim\t\t\t\t\t\t",
                "6\t2950159\t\tBerolinum\t\t\t\t1\t\t",
                "x\t2950159\tpt\tnot a row\t\t\t\t\t\t"));
        for (int i = 0; i < 1200; i++) {
            names.add((100 + i) + "\t" + (9_000_000 + i) + "\teo\tLoko " + i + "\t\t\t\t\t\t");
        }
        // GeoNames' archive: a readme and the language table beside the names.
        Path file = Files.createTempFile("alternateNamesV2", ".zip");
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(file))) {
            zip.putNextEntry(new ZipEntry("readme.txt"));
            zip.write("alternateNamesV2.txt: the names\n".getBytes(StandardCharsets.UTF_8));
            zip.putNextEntry(new ZipEntry("iso-languagecodes.txt"));
            zip.write("ISO 639-3\tISO 639-2\tISO 639-1\tLanguage Name\ndeu\tger\tde\tGerman\n"
                    .getBytes(StandardCharsets.UTF_8));
            zip.putNextEntry(new ZipEntry("alternateNamesV2.txt"));
            zip.write((String.join("\n", names) + "\n").getBytes(StandardCharsets.UTF_8));
        }
        JsonObject run = importOwnData("alternate-names", file.toString());
        assertThat(run.getString("status")).as(run.toString()).isEqualTo("SUCCEEDED");
        assertThat(run.getInt("rowsWritten")).isEqualTo(names.size() - 1);
        assertThat(run.getJsonObject("skippedByReason").getInt("malformed alternateNameId")).isEqualTo(1);
        JsonObject vienna = service.getObject("cities/2761369?lang=de");
        assertThat(vienna.getString("name")).as("the preferred name, not the first").isEqualTo("Wien");
        assertThat(vienna.getString("toponymName")).isEqualTo("Vienna");
        assertThat(service.getObject("cities/2950159?lang=pt-BR").getString("name")).isEqualTo("Berlim");
        JsonObject berlin = service.getObject("cities/2950159?lang=fr");
        assertThat(berlin.getString("name")).as("no French name in this file").isEqualTo("Berlin");
        assertThat(berlin.containsKey("toponymName")).isFalse();
    }

    @Test
    void everyBundledDatasetIsImportedWithTheNewestRowOfOverlappingFilesKept() {
        assertThat(TestDatabaseQueries.count("country_info")).isEqualTo(BundledDatasets.rows("geonames/countryInfo.txt.gz"));
        assertThat(TestDatabaseQueries.count("admin2_code")).isEqualTo(BundledDatasets.rows("geonames/admin2Codes.txt.gz"));
        assertThat(TestDatabaseQueries.count("city")).isEqualTo(BundledDatasets.rows("geonames/cities15000.zip"));
        assertThat(TestDatabaseQueries.count("postal_code")).isEqualTo(BundledDatasets.rows("postal/allCountries.zip"));
        assertThat(TestDatabaseQueries.count("ip_range")).isEqualTo(BundledDatasets.rows("ip/dbip-country-lite.csv.gz"));
        assertThat(TestDatabaseQueries.count("country_boundary"))
                .isEqualTo(BundledDatasets.features("boundaries/countries-maritime.geojson.gz"));
        assertThat(TestDatabaseQueries.count("timezone_boundary"))
                .isEqualTo(BundledDatasets.features("boundaries/timezones.geojson.gz"));
        assertThat(TestDatabaseQueries.count("alternate_name"))
                .isEqualTo(BundledDatasets.rows("names/alternate-names.txt.gz"));
        // cities500, NL, AU and cities15000 overlap: one row per feature, from the file that modified it last; the
        // divisions file adds the countries and divisions none of them holds.
        assertThat(TestDatabaseQueries.count("place")).isEqualTo(364_603L);
        assertThat(TestDatabaseQueries.text("SELECT name FROM place WHERE geoname_id = ?", "2759794"))
                .isEqualTo("Amsterdam");
    }

    @Test
    void overlappingFilesKeepTheLatestModificationOfEachFeatureInAndAcrossChunks() throws Exception {
        // Chunks are 2,000 rows: the first holds all of the first file and the overlapping half of the second,
        // the second chunk only rows whose keys are new.
        Path first = citiesFile("cities-first", 1, 1500, id -> "2020-01-01", "First");
        Path second = citiesFile("cities-second", 1001, 3500, id -> id <= 1250 ? "2021-06-30" : "2019-12-31", "Second");
        JsonObject run = importOwnData("cities", first + "," + second);
        assertThat(run.getString("status")).as(run.toString()).isEqualTo("SUCCEEDED");
        assertThat(run.getInt("rowsRead")).isEqualTo(4000);
        assertThat(TestDatabaseQueries.count("city")).isEqualTo(3500);
        assertThat(cityName(5)).isEqualTo("First 5");
        assertThat(cityName(1100)).as("newer in the second file").isEqualTo("Second 1100");
        assertThat(cityName(1300)).as("older in the second file").isEqualTo("First 1300");
        assertThat(cityName(3200)).isEqualTo("Second 3200");
    }

    private static Path citiesFile(String name, int firstId, int lastId, IntFunction<String> modified, String prefix)
            throws IOException {
        List<String> lines = new ArrayList<>();
        for (int id = firstId; id <= lastId; id++) {
            lines.add(id + "\t" + prefix + " " + id + "\t" + prefix + " " + id + "\t\t52.1\t5.1\tP\tPPL\tNL\t\t07\t\t\t\t"
                    + (20_000 + id) + "\t\t\tEurope/Amsterdam\t" + modified.apply(id));
        }
        Path file = Files.createTempFile(name, ".txt");
        Files.write(file, lines);
        return file;
    }

    private static String cityName(int geonameId) {
        return TestDatabaseQueries.text("SELECT name FROM city WHERE geoname_id = ?", Integer.toString(geonameId));
    }

    @Test
    void concurrentTriggersOfOneDatasetStartOneRun() throws Exception {
        HttpResponse<String> first = startImport("ip-ranges", "bundled");
        HttpResponse<String> second = startImport("ip-ranges", "bundled");
        assertThat(first.statusCode()).isEqualTo(202);
        assertThat(second.statusCode()).isEqualTo(409);
        assertThat(second.body()).contains("already running");
        JsonObject run = service.awaitImportEnd(((JsonObject) ServiceClient.parse(first.body())).getInt("id"));
        assertThat(run.getString("status")).isEqualTo("SUCCEEDED");
        JsonArray runs = (JsonArray) ServiceClient.parse(service.get("admin/imports?limit=5", admin()).body());
        assertThat(runs.getJsonObject(0).getInt("id")).isGreaterThanOrEqualTo(run.getInt("id"));
        HttpResponse<String> again = startImport("ip-ranges", "bundled");
        assertThat(again.statusCode()).isEqualTo(202);
        assertThat(service.awaitImportEnd(((JsonObject) ServiceClient.parse(again.body())).getInt("id")).getString("status"))
                .isEqualTo("SUCCEEDED");
    }

}
