package dev.geolookup.bench;

import dev.geolookup.api.geo.BoundingBox;
import dev.geolookup.api.geo.Coordinates;
import dev.geolookup.api.place.SearchFocus;
import dev.geolookup.api.place.SearchOrder;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.text.Language;
import dev.geolookup.place.Admin1IsoCodes;
import dev.geolookup.place.FeatureJson;
import dev.geolookup.place.GazetteerQueries;
import dev.geolookup.place.LocalNameView;
import dev.geolookup.place.LocalNames;
import dev.geolookup.place.FeatureRow;
import dev.geolookup.place.GazetteerBuildEstimate;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.GazetteerViewBuilder;
import dev.geolookup.search.score.NameClassifier;
import dev.geolookup.search.index.RowFilter;
import dev.geolookup.search.plan.SearchPlan;
import dev.geolookup.spatial.NearestNeighbourIndex;
import dev.geolookup.readmodel.SnapshotReader;
import dev.geolookup.readmodel.SnapshotWriter;

import java.lang.management.ManagementFactory;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.IntFunction;

/**
 * The gazetteer read model at production scale: a generated gazetteer of (by default) 12,000,000 features, made
 * from the bundled GeoNames places (their names, classes, countries and coordinates, varied the way GeoNames'
 * many small features vary: creeks, hills, farms, schools), packed, then queried. Prints build time, retained heap
 * and per-query server-side latency (search or nearest, plus writing the JSON answer), warmed.
 * <p>
 * With -Dgeo.bench.baseline.url (a MariaDB JDBC URL), the same features are also loaded into a table there and the
 * LIKE query the issue names is timed on a sample of the same queries, as the baseline.
 */
public final class GazetteerScale {

    private GazetteerScale() {
    }

    public static void main(String[] args) throws Exception {
        int size = Integer.getInteger("geo.bench.features", 12_000_000);
        List<FeatureRow> real = BundledData.places();
        long heapBefore = usedHeapAfterGc();
        System.out.printf(Locale.ROOT, "Generating %,d features from %,d bundled places…%n", size, real.size());
        List<FeatureRow> features = generate(real, size, new Random(12));
        List<String> names = ScaleQueries.sampleNames(features, 20_000, new Random(3));
        List<String> alternateNames = ScaleQueries.sampleAlternateNames(features, 20_000, new Random(4));

        GazetteerBuildEstimate estimate = GazetteerBuildEstimate.of(features);
        long withFeatures = usedHeapAfterGc();
        LiveHeapPeak livePeak = new LiveHeapPeak();
        long started = System.nanoTime();
        GazetteerView gazetteer = build(features);
        double buildSeconds = (System.nanoTime() - started) / 1e9;
        long buildPeak = livePeak.peak() - withFeatures;
        features = null; // from here only the read model (and the 20,000 sampled names) stays reachable
        long retained = usedHeapAfterGc() - heapBefore;
        System.out.printf(Locale.ROOT, "build: %.1f s; retained heap: %,d MB; live heap the build added at its "
                + "peak (beyond the generated rows): %,d MB%n", buildSeconds, retained >> 20, buildPeak >> 20);
        System.out.printf(Locale.ROOT, "rows %,d, text characters %,d; estimated build heap (GazetteerBuildEstimate) "
                + "%,d MB against the measured peak %,d MB (%.2fx)%n", estimate.rows(), estimate.textChars(),
                estimate.buildBytes() >> 20, buildPeak >> 20, (double) estimate.buildBytes() / buildPeak);
        if (Boolean.getBoolean("geo.bench.build.only")) {
            return;
        }
        GazetteerView served = gazetteer;
        if (!Boolean.getBoolean("geo.bench.snapshot.skip")) {
            if (Boolean.getBoolean("geo.bench.compare.built")) {
                System.out.println("Queries on the built model, its columns in the heap:");
                measure(gazetteer, real, names, alternateNames, buildSeconds, retained);
            }
            served = snapshotRoundTrip(gazetteer, retained, livePeak);
            gazetteer = null;
            long mappedRetained = usedHeapAfterGc() - heapBefore;
            System.out.printf(Locale.ROOT, "served from the snapshot: retained heap %,d MB, mapped %,d MB, both "
                    + "%,d MB%n", mappedRetained >> 20, mappedBytes >> 20, (mappedRetained + mappedBytes) >> 20);
            System.out.println("Queries on the model read back from its snapshot, its large columns mapped:");
        }
        measure(served, real, names, alternateNames, buildSeconds, retained);
    }

    /** The bytes the snapshot's reader mapped rather than read into the heap. */
    private static long mappedBytes;

    private static void measure(GazetteerView gazetteer, List<FeatureRow> real, List<String> names,
                                List<String> alternateNames, double buildSeconds, long retained) throws Exception {
        String baselineUrl = System.getProperty("geo.bench.baseline.url");

        Map<String, List<String>> queries = ScaleQueries.queriesByLength(names, new Random(5));
        queries.put("judged prefixes", ScaleQueries.judgedPrefixes());
        Map<String, List<String>> alternateQueries = ScaleQueries.queriesByLength(alternateNames, new Random(6));
        GazetteerQueries answers = new GazetteerQueries(gazetteer, FeatureJson.PLACE, null, LocalNameView.EMPTY,
                Admin1IsoCodes.NONE);
        Map<String, double[]> results = new LinkedHashMap<>();
        timeLocatedSearches(answers, queries, ScaleQueries.userPoints(real, new Random(10), 2_000), results);
        if (Boolean.getBoolean("geo.bench.located.only")) {
            printResults(gazetteer, buildSeconds, retained, results);
            return;
        }
        for (Map.Entry<String, List<String>> group : queries.entrySet()) {
            results.put("search q " + group.getKey(), time(group.getValue(), 3,
                    q -> () -> answers.search(query(q, SearchOrder.POPULATION, false), Language.NONE)));
        }
        for (Map.Entry<String, List<String>> group : queries.entrySet()) {
            results.put("search q " + group.getKey() + " by relevance", time(group.getValue(), 3,
                    q -> () -> answers.search(query(q, SearchOrder.RELEVANCE, false), Language.NONE)));
        }
        for (Map.Entry<String, List<String>> group : alternateQueries.entrySet()) {
            if (!group.getKey().startsWith("frequent")) {
                results.put("search q " + group.getKey() + " of alternate names by relevance", time(group.getValue(),
                        3, q -> () -> answers.search(query(q, SearchOrder.RELEVANCE, false), Language.NONE)));
            }
        }
        for (Map.Entry<String, List<String>> group : queries.entrySet()) {
            if (group.getKey().startsWith("frequent") || group.getKey().startsWith("1-2 ")) {
                continue; // shorter than four letters: never fuzzy
            }
            List<String> typed = ScaleQueries.withTypos(group.getValue(), new Random(8));
            results.put("search q " + group.getKey() + " with a typo, fuzzy", time(typed, 3,
                    q -> () -> answers.search(query(q, SearchOrder.RELEVANCE, true), Language.NONE)));
        }
        results.put("search q 1-20 country=DE class=P", time(queries.get("1-20 (mixed)"), 3,
                q -> () -> answers.search(PlaceQuery.matching(q).country("DE").featureClass('P')
                        .order(SearchOrder.POPULATION).build(), Language.NONE)));
        List<double[]> points = ScaleQueries.randomPoints(new Random(9), 5_000);
        results.put("near limit 10", time(points, 3, p -> () -> {
            NearestNeighbourIndex.Neighbours found = gazetteer.nearest(p[0], p[1], 10, Double.POSITIVE_INFINITY,
                    GazetteerView.ANY, GazetteerView.ANY);
            return FeatureJson.PLACE.near(gazetteer, found, LocalNames.NONE);
        }));
        results.put("near limit 10 radius 50 km class=H", time(points, 3, p -> () ->
                gazetteer.nearest(p[0], p[1], 10, 50, GazetteerView.ANY, 'H')));

        printResults(gazetteer, buildSeconds, retained, results);
        if (baselineUrl != null) {
            sqlBaseline(baselineUrl, queries, gazetteer);
        }
    }

    /**
     * Searches that know where the user is, each query group beside a point where people live (a bundled place,
     * moved up to 50 km): biased at 0.5 and at 1, kept to boxes of 1, 10, 40 and 60 degrees (the widest touch more
     * cells than a search reads by cell), to a 50 km circle, and a box without text (the map's "what is here").
     */
    private static void timeLocatedSearches(GazetteerQueries answers, Map<String, List<String>> queries,
                                            List<double[]> points, Map<String, double[]> results) {
        int perGroup = Integer.getInteger("geo.bench.located.queries", 200);
        for (Map.Entry<String, List<String>> group : queries.entrySet()) {
            List<String> texts = group.getValue().subList(0, Math.min(perGroup, group.getValue().size()));
            for (double bias : new double[] {0.5, 1}) {
                results.put("search q " + group.getKey() + " near a point, bias " + bias, time(indexes(texts), 3,
                        i -> () -> answers.search(located(texts.get(i), points.get(i % points.size()), bias, null,
                                null), Language.NONE)));
            }
            for (double halfDegrees : new double[] {0.5, 5, 20, 30}) {
                results.put("search q " + group.getKey() + " in a box of " + (int) (halfDegrees * 2) + " degrees",
                        time(indexes(texts), 3, i -> () -> answers.search(located(texts.get(i), null, 0,
                                boxAround(points.get(i % points.size()), halfDegrees), null), Language.NONE)));
            }
            results.put("search q " + group.getKey() + " within 50 km, bias 0.5", time(indexes(texts), 3,
                    i -> () -> answers.search(located(texts.get(i), points.get(i % points.size()), 0.5, null, 50.0),
                            Language.NONE)));
        }
        for (double halfDegrees : new double[] {0.5, 5, 30}) {
            results.put("box of " + (int) (halfDegrees * 2) + " degrees, no q", time(points.subList(0, perGroup), 3,
                    p -> () -> answers.search(located(null, null, 0, boxAround(p, halfDegrees), null), Language.NONE)));
        }
    }

    private static List<Integer> indexes(List<?> list) {
        return java.util.stream.IntStream.range(0, list.size()).boxed().toList();
    }

    private static PlaceQuery located(String q, double[] point, double bias, BoundingBox box, Double radiusKm) {
        SearchFocus focus = point == null ? null : new SearchFocus(new Coordinates(point[0], point[1]), bias);
        return PlaceQuery.matching(q).order(SearchOrder.RELEVANCE).focus(focus).bbox(box).radiusKm(radiusKm).build();
    }

    private static BoundingBox boxAround(double[] point, double halfDegrees) {
        double west = point[1] - halfDegrees;
        double east = point[1] + halfDegrees;
        return new BoundingBox(west < -180 ? west + 360 : west, Math.max(-90, point[0] - halfDegrees),
                east > 180 ? east - 360 : east, Math.min(90, point[0] + halfDegrees));
    }

    private static void printResults(GazetteerView gazetteer, double buildSeconds, long retained,
                                     Map<String, double[]> results) {
        System.out.println();
        long model = gazetteer.sizeInBytes();
        System.out.printf(Locale.ROOT, "features: %,d; build: %.1f s; retained heap: %,d MB (estimate of the columns: %,d MB)%n",
                gazetteer.size(), buildSeconds, retained >> 20, model >> 20);
        System.out.printf(Locale.ROOT, "name indexes: n-grams %,d MB (%.1f%%), word starts of own names with the "
                        + "top of the trie fuzzy search keeps %,d MB (%.1f%%), word starts of alternate names %,d MB "
                        + "(%.1f%%); alternate names as text, written and folded, %,d MB (%.1f%%); the grid with its "
                        + "n-grams by place %,d MB (%.1f%%)%n",
                gazetteer.search().ngramIndexSizeInBytes() >> 20, 100.0 * gazetteer.search().ngramIndexSizeInBytes() / model,
                gazetteer.search().relevanceIndexSizeInBytes() >> 20, 100.0 * gazetteer.search().relevanceIndexSizeInBytes() / model,
                gazetteer.search().alternateRelevanceIndexSizeInBytes() >> 20,
                100.0 * gazetteer.search().alternateRelevanceIndexSizeInBytes() / model,
                gazetteer.search().alternateNamesSizeInBytes() >> 20, 100.0 * gazetteer.search().alternateNamesSizeInBytes() / model,
                gazetteer.search().gridSizeInBytes() >> 20, 100.0 * gazetteer.search().gridSizeInBytes() / model);
        System.out.println("| query | count | p50 ms | p90 ms | p99 ms | max ms |");
        System.out.println("|---|---|---|---|---|---|");
        results.forEach((name, stats) -> System.out.printf(Locale.ROOT, "| %s | %d | %.3f | %.3f | %.3f | %.3f |%n",
                name, (int) stats[4], stats[0], stats[1], stats[2], stats[3]));
    }

    /**
     * Writes the model to a snapshot file and reads it back while the first copy is still held, as a node restarting
     * from its snapshot does (there without the first copy) and as a swap holds the serving model and the next:
     * prints the file's size, the times, and the live heap at the peak of the read as a multiple of one model.
     */
    private static GazetteerView snapshotRoundTrip(GazetteerView gazetteer, long retained, LiveHeapPeak livePeak)
            throws Exception {
        Path file = Files.createTempFile(Path.of(System.getProperty("geo.bench.snapshot.dir",
                System.getProperty("java.io.tmpdir"))), "gazetteer-", ".snapshot");
        try {
            long started = System.nanoTime();
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
                SnapshotWriter writer = new SnapshotWriter(channel);
                gazetteer.writeTo(writer);
                writer.finish();
            }
            double writeSeconds = (System.nanoTime() - started) / 1e9;
            long before = usedHeapAfterGc();
            livePeak.reset();
            started = System.nanoTime();
            GazetteerView read;
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
                SnapshotReader reader = new SnapshotReader(channel);
                read = GazetteerView.readFrom(reader);
                reader.finish();
                mappedBytes = reader.mappedBytes();
            }
            double readSeconds = (System.nanoTime() - started) / 1e9;
            long peak = Math.max(livePeak.peak(), usedHeapAfterGc());
            System.out.printf(Locale.ROOT, "snapshot: %,d MB written in %.1f s, read back in %.1f s (%,d rows); live "
                            + "heap at the read's peak with the first copy held: %,d MB over the model's %,d MB, "
                            + "%.2f models%n", Files.size(file) >> 20, writeSeconds, readSeconds, read.size(),
                    (peak - before + retained) >> 20, retained >> 20, (double) (peak - before + retained) / retained);
            return read;
        } finally {
            // The mapping keeps the file's bytes until the model is collected.
            Files.deleteIfExists(file);
        }
    }

    /** In a method of its own, so that nothing of the builder stays reachable when the heap is measured. */
    private static GazetteerView build(List<FeatureRow> features) {
        GazetteerViewBuilder builder = new GazetteerViewBuilder(1);
        features.forEach(builder::add);
        return builder.build();
    }

    /** The LIKE query of the issue on MariaDB, beside the read model, on a sample of the same queries. */
    private static void sqlBaseline(String url, Map<String, List<String>> queries, GazetteerView gazetteer)
            throws SQLException {
        try (Connection connection = DriverManager.getConnection(url, System.getProperty("geo.bench.baseline.user", "root"),
                System.getProperty("geo.bench.baseline.password", ""))) {
            System.out.printf(Locale.ROOT, "%nLoading %,d rows into the baseline table…%n", gazetteer.size());
            try (Statement statement = connection.createStatement()) {
                statement.execute("DROP TABLE IF EXISTS bench_place");
                statement.execute("CREATE TABLE bench_place (geoname_id INT PRIMARY KEY, name VARCHAR(200), "
                        + "population BIGINT) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci");
            }
            connection.setAutoCommit(false);
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO bench_place VALUES (?, ?, ?)")) {
                int batched = 0;
                for (int row = 0; row < gazetteer.size(); row++) {
                    insert.setLong(1, gazetteer.geonameId(row));
                    insert.setString(2, gazetteer.name(row));
                    insert.setLong(3, gazetteer.population(row));
                    insert.addBatch();
                    if (++batched % 10_000 == 0) {
                        insert.executeBatch();
                        connection.commit();
                    }
                }
                insert.executeBatch();
                connection.commit();
            }
            System.out.println("| query | LIKE on MariaDB, median ms | read model, median ms | ratio |");
            System.out.println("|---|---|---|---|");
            try (PreparedStatement like = connection.prepareStatement(
                    "SELECT geoname_id FROM bench_place WHERE name LIKE ? ORDER BY population DESC, geoname_id LIMIT 20")) {
                for (Map.Entry<String, List<String>> group : queries.entrySet()) {
                    List<String> sample = group.getValue().subList(0, Math.min(5, group.getValue().size()));
                    double[] sql = new double[sample.size()];
                    double[] model = new double[sample.size()];
                    for (int i = 0; i < sample.size(); i++) {
                        String q = sample.get(i);
                        like.setString(1, "%" + q.replace("%", "\\%").replace("_", "\\_") + "%");
                        long start = System.nanoTime();
                        try (ResultSet result = like.executeQuery()) {
                            while (result.next()) {
                                result.getLong(1);
                            }
                        }
                        sql[i] = (System.nanoTime() - start) / 1e6;
                        start = System.nanoTime();
                        new SearchPlan(gazetteer.search(), NameClassifier.UNTAGGED).search(TextFolding.fold(q),
                                RowFilter.NONE, null, SearchOrder.POPULATION, 20, false, false);
                        model[i] = (System.nanoTime() - start) / 1e6;
                    }
                    Arrays.sort(sql);
                    Arrays.sort(model);
                    double sqlMedian = sql[sql.length / 2];
                    double modelMedian = model[model.length / 2];
                    System.out.printf(Locale.ROOT, "| q %s | %.1f | %.3f | %.0fx |%n", group.getKey(), sqlMedian,
                            modelMedian, sqlMedian / modelMedian);
                }
            }
        }
    }

    /** Times each input's task, warmed by the first passes; returns p50, p90, p99, max in ms and the count. */
    private static <T> double[] time(List<T> inputs, int passes, java.util.function.Function<T, java.util.function.Supplier<Object>> task) {
        double[] millis = new double[inputs.size()];
        Object sink = null;
        for (int pass = 0; pass < passes; pass++) {
            for (int i = 0; i < inputs.size(); i++) {
                java.util.function.Supplier<Object> run = task.apply(inputs.get(i));
                long start = System.nanoTime();
                sink = run.get();
                millis[i] = (System.nanoTime() - start) / 1e6;
            }
        }
        if (sink == null) {
            System.out.print("");
        }
        double[] sorted = millis.clone();
        Arrays.sort(sorted);
        IntFunction<Double> percentile = p -> sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)];
        return new double[] {percentile.apply(50), percentile.apply(90), percentile.apply(99), sorted[sorted.length - 1], sorted.length};
    }

    static List<FeatureRow> generate(List<FeatureRow> real, int size, Random random) {
        List<FeatureRow> features = new ArrayList<>(size);
        features.addAll(real.subList(0, Math.min(real.size(), size)));
        GeneratedFeatures generated = new GeneratedFeatures(real, random);
        while (features.size() < size) {
            features.add(generated.next());
        }
        features.sort(Comparator.comparingLong(FeatureRow::population).reversed().thenComparingLong(FeatureRow::geonameId));
        return features;
    }

    private static PlaceQuery query(String q, SearchOrder order, boolean fuzzy) {
        return PlaceQuery.matching(q).order(order).fuzzy(fuzzy).build();
    }

    private static long usedHeapAfterGc() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
