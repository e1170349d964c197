package dev.geolookup.search;

import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.text.Language;
import dev.geolookup.place.Admin1IsoCodes;
import dev.geolookup.place.FeatureJson;
import dev.geolookup.place.GazetteerQueries;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNameView;
import dev.geolookup.place.QualifierDictionary;

import java.util.Arrays;
import java.util.List;

/**
 * bench/qualified-search.sh: the time of a qualified query against the same name unqualified, on the bundled places,
 * in one process, warmed: each pair is timed in alternating rounds, and the p50 and p99 of each are printed with
 * their ratio. Not a test: figures, not assertions.
 */
public final class QualifiedSearchBench {

    private static final List<String[]> PAIRS = List.of(new String[] {"Paris, Texas", "paris"},
            new String[] {"Springfield IL", "springfield"}, new String[] {"Berlin Germany", "berlin"},
            new String[] {"Ottawa, Ontario", "ottawa"}, new String[] {"Springfield, Illinois, USA", "springfield"},
            new String[] {"Paris, Te", "paris"});

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int perRound = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
        GazetteerView places = BundledGazetteer.view(BundledGazetteer.places());
        LocalNameView names = BundledGazetteer.localNames();
        QualifierDictionary dictionary = BundledQualifiers.dictionary(places);
        GazetteerQueries queries = new GazetteerQueries(places, FeatureJson.PLACE, null, names, Admin1IsoCodes.NONE,
                dictionary);
        System.out.println("| qualified | p50 us | p99 us | unqualified | p50 us | p99 us | p99 ratio | mean ratio |");
        System.out.println("|---|---|---|---|---|---|---|---|");
        for (String[] pair : PAIRS) {
            long[] qualified = new long[rounds * perRound];
            long[] plain = new long[rounds * perRound];
            for (int warm = 0; warm < perRound; warm++) {
                run(queries, pair[0]);
                run(queries, pair[1]);
            }
            for (int round = 0; round < rounds; round++) {
                for (int i = 0; i < perRound; i++) {
                    qualified[round * perRound + i] = run(queries, pair[0]);
                    plain[round * perRound + i] = run(queries, pair[1]);
                }
            }
            System.out.printf("| %s | %.0f | %.0f | %s | %.0f | %.0f | %.2f | %.2f |%n", pair[0],
                    percentile(qualified, 0.5), percentile(qualified, 0.99), pair[1], percentile(plain, 0.5),
                    percentile(plain, 0.99), percentile(qualified, 0.99) / percentile(plain, 0.99),
                    Arrays.stream(qualified).average().orElse(0) / Arrays.stream(plain).average().orElse(1));
        }
    }

    private static long run(GazetteerQueries queries, String q) {
        long start = System.nanoTime();
        queries.search(PlaceQuery.matching(q).build(), Language.NONE).utf8();
        return System.nanoTime() - start;
    }

    private static double percentile(long[] nanos, double share) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return sorted[(int) Math.min(sorted.length - 1, Math.round(share * (sorted.length - 1)))] / 1000.0;
    }
}
