package dev.geolookup.search.index;

import dev.geolookup.search.PropertyTries;
import dev.geolookup.search.Searches;

import dev.geolookup.place.FeatureRow;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.GazetteerViewBuilder;
import dev.geolookup.api.place.SearchOrder;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.readmodel.TextColumn;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Short common queries over ranges of hundreds of thousands of word starts, which the index answers from the most
 * important rows it keeps per range ({@link PrefixTop}): the same answer as the score definition, with and without
 * filters that reject most rows (which send it back to walking the range), and with kinds of feature whose bonus
 * lifts a less populous row.
 */
@Tag("property")
class RelevanceIndexTest {

    private static final int ROWS = PropertyTries.of(300_000);
    private static List<FeatureRow> features;
    private static GazetteerView gazetteer;

    @BeforeAll
    static void build() {
        Random random = new Random(5);
        String[] syllables = {"a", "b", "ab", "ba", "an", "c"};
        String[] codes = {"PPL", "PPL", "PPL", "PPLA", "PPLC", "ADM2"};
        List<FeatureRow> rows = new ArrayList<>();
        for (int i = 0; i < ROWS; i++) {
            String name = syllables[random.nextInt(syllables.length)].charAt(0) + syllables[random.nextInt(3)]
                    .substring(0, 1) + " " + syllables[random.nextInt(syllables.length)] + random.nextInt(9);
            rows.add(new FeatureRow(i + 1, name, name, "P", codes[random.nextInt(codes.length)],
                    random.nextBoolean() ? "FR" : "DE", null, null, random.nextDouble() * 80, random.nextDouble() * 80,
                    (long) Math.pow(10, random.nextDouble() * 7), null, null));
        }
        GazetteerViewBuilder builder = new GazetteerViewBuilder(1);
        rows.forEach(builder::add);
        gazetteer = builder.build();
        features = IntStream.range(0, ROWS).mapToObj(row -> rows.get(gazetteer.geonameId(row) - 1)).toList();
    }

    /** The texts from each word start on, to the end of its name, some longer than a char can count. */
    @Test
    void wordStartsAreInTextOrderThenRowOrderWhateverTheirLength() {
        Random random = new Random(11);
        TextColumn.Builder keys = new TextColumn.Builder();
        List<int[]> starts = new ArrayList<>();
        int rows = 3_000;
        for (int row = 0; row < rows; row++) {
            int length = row % 500 == 7 ? 65_530 + random.nextInt(20) : 1 + random.nextInt(12);
            byte[] key = new byte[length];
            for (int i = 0; i < length; i++) {
                key[i] = (byte) "abc".charAt(random.nextInt(row % 500 == 7 && i < 65_500 ? 1 : 3));
            }
            keys.add(key);
            starts.add(length > 2 ? new int[] {1, 2 << 1} : new int[] {1});
        }
        TextColumn column = keys.build();
        RelevanceIndex index = RelevanceIndex.of(column, rows, starts::get, false);
        assertThat(index.entries()).isEqualTo(starts.stream().mapToInt(s -> s.length).sum());
        for (int entry = 1; entry < index.entries(); entry++) {
            int order = compareTexts(index, entry - 1, entry);
            assertThat(order).as("entry %d", entry).isLessThanOrEqualTo(0);
            if (order == 0) {
                assertThat(index.rowOf(entry - 1)).isLessThanOrEqualTo(index.rowOf(entry));
            }
        }
    }

    private static int compareTexts(RelevanceIndex index, int entry, int other) {
        for (int depth = 0; ; depth++) {
            int a = index.byteAt(entry, depth);
            int b = index.byteAt(other, depth);
            if (a != b || a < 0) {
                return Integer.compare(a, b);
            }
        }
    }

    @Test
    void keptRangesAnswerAsTheScoreDefinition() {
        List<Integer> filters = List.of(GazetteerView.ANY, gazetteer.countryNumber("DE"));
        for (String query : List.of("a", "b", "ab", "ba", "c", "aa", "a1", "b")) {
            for (int country : filters) {
                for (int limit : new int[] {1, 20, 100}) {
                    for (int pass = 0; pass < 2; pass++) {
                        int[] rows = Searches.rows(gazetteer, query, RowFilter.of(country, GazetteerView.ANY),
                                SearchOrder.RELEVANCE, limit);
                        IntPredicate accepted = row -> country == GazetteerView.ANY
                                || "DE".equals(features.get(row).countryCode());
                        assertThat(IntStream.of(rows).boxed().toList()).as("q=%s limit=%d", query, limit)
                                .containsExactlyElementsOf(byDefinition(query, limit, accepted));
                    }
                }
            }
        }
    }

    private static List<Integer> byDefinition(String query, int limit, IntPredicate accepted) {
        String folded = TextFolding.fold(query);
        record Match(int row, double score) {
        }
        List<Match> matches = new ArrayList<>();
        for (int row = 0; row < ROWS; row++) {
            double text = Searches.text(features.get(row), folded);
            if (accepted.test(row) && text > Double.NEGATIVE_INFINITY) {
                matches.add(new Match(row, text + Searches.importance(features.get(row))));
            }
        }
        return matches.stream().sorted(Comparator.comparingDouble(Match::score).reversed()
                .thenComparingInt(Match::row)).limit(limit).map(Match::row).toList();
    }
}
