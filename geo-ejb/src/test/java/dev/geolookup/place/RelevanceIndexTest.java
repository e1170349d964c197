package dev.geolookup.place;

import dev.geolookup.readmodel.TextColumn;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.IntPredicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Short common queries over ranges of hundreds of thousands of word starts, which the index answers from the
 * smallest rows it keeps per range: the same answer as the tier definition, with and without filters that reject
 * most rows (which send it back to walking the range).
 */
class RelevanceIndexTest {

    private static final int ROWS = 300_000;
    private static List<String> keys;
    private static RelevanceIndex index;

    @BeforeAll
    static void build() {
        Random random = new Random(5);
        String[] syllables = {"a", "b", "ab", "ba", "an", "c"};
        keys = new ArrayList<>();
        TextColumn.Builder column = new TextColumn.Builder();
        for (int row = 0; row < ROWS; row++) {
            // Two words; the second starts at the key's third byte.
            String key = syllables[random.nextInt(syllables.length)].charAt(0) + syllables[random.nextInt(3)]
                    .substring(0, 1) + syllables[random.nextInt(syllables.length)] + random.nextInt(9);
            keys.add(key);
            column.add(key);
        }
        TextColumn built = column.build();
        index = RelevanceIndex.of(built, ROWS, row -> new int[] {1, 2 << 1});
    }

    @Test
    void keptRangesAnswerAsTheTierDefinition() {
        List<IntPredicate> filters = List.of(row -> true, row -> row % 7 == 3, row -> row % 5000 == 17,
                row -> row > ROWS - 300);
        for (String query : List.of("a", "b", "ab", "ba", "c", "aa", "a1", "b")) {
            for (IntPredicate filter : filters) {
                for (int limit : new int[] {1, 20, 100}) {
                    for (int pass = 0; pass < 2; pass++) {
                        assertThat(search(query, limit, filter)).as("q=%s limit=%d", query, limit)
                                .containsExactlyElementsOf(byDefinition(query, limit, filter));
                    }
                }
            }
        }
    }

    private static List<Integer> search(String query, int limit, IntPredicate accepted) {
        byte[] needle = query.getBytes(StandardCharsets.UTF_8);
        List<Integer> rows = new ArrayList<>();
        for (int row : RelevanceIndex.search(needle, limit, accepted, RowSpan.range(0, ROWS).walk(), index)) {
            rows.add(row);
        }
        return rows;
    }

    private static List<Integer> byDefinition(String query, int limit, IntPredicate accepted) {
        Set<Integer> found = new LinkedHashSet<>();
        List<List<Integer>> tiers = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        for (int row = 0; row < ROWS; row++) {
            String key = keys.get(row);
            if (!accepted.test(row)) {
                continue;
            }
            if (key.equals(query)) {
                tiers.get(0).add(row);
            } else if (key.startsWith(query)) {
                tiers.get(1).add(row);
            } else if (key.substring(2).startsWith(query)) {
                tiers.get(2).add(row);
            }
        }
        tiers.forEach(found::addAll);
        for (int row = 0; row < ROWS; row++) {
            if (accepted.test(row) && keys.get(row).contains(query)) {
                found.add(row);
            }
        }
        return found.stream().limit(limit).toList();
    }
}
