package dev.geolookup.search.index;

import dev.geolookup.search.rows.RowWalk;

import dev.geolookup.readmodel.TextColumn;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class NgramIndexTest {

    /** With the separator between the parts (names) of a key. */
    private static final String LETTERS = "aab e\u0000";

    @Test
    void aListOfPositionsReadFromAnyStretchHoldsThePositionsWhoseKeysHoldTheGram() {
        Random random = new Random(64);
        int size = 30_000;
        String[] keys = new String[size];
        TextColumn.Builder column = new TextColumn.Builder();
        for (int row = 0; row < size; row++) {
            StringBuilder key = new StringBuilder();
            // Key lengths from 0 to 12 over a few letters: lists from a handful to most rows, gaps from 1 to
            // thousands (three bytes packed).
            int length = row % 997 == 0 ? 12 : random.nextInt(random.nextInt(4) == 0 ? 13 : 4);
            for (int i = 0; i < length; i++) {
                key.append(LETTERS.charAt(random.nextInt(LETTERS.length())));
            }
            keys[row] = key.toString();
            column.add(keys[row]);
        }
        // Positions in another order than rows, as the grid's are.
        int[] rowAt = new int[size];
        for (int position = 0; position < size; position++) {
            rowAt[position] = (int) ((position * 7919L) % size);
        }
        NgramIndex index = NgramIndex.ofPositions(column.build(), size, position -> rowAt[position],
                row -> wordOffsets(keys[row]));
        for (String gram : List.of("a", "e", " ", "ab", "ba", "aab", "bbb", "e e", "ee", "aaa")) {
            byte[] bytes = gram.getBytes(StandardCharsets.UTF_8);
            int slot = index.slotOf(bytes, 0, bytes.length);
            List<Integer> holding = new ArrayList<>();
            for (int position = 0; position < size; position++) {
                if (keys[rowAt[position]].contains(gram)) {
                    holding.add(position);
                }
            }
            assertThat(slot).as(gram).isGreaterThanOrEqualTo(0);
            assertThat(index.countAt(slot)).as(gram).isEqualTo(holding.size());
            for (int i = 0; i < 300; i++) {
                int from = i == 0 ? 0 : random.nextInt(size + 1);
                int to = i == 0 ? size : Math.min(size, from + random.nextInt(i % 3 == 0 ? size : 200));
                List<Integer> expected = holding.stream().filter(p -> p >= from && p < to).toList();
                assertThat(entries(index.walk(slot, from, to))).as("%s from %d to %d", gram, from, to)
                        .containsExactlyElementsOf(expected);
            }
        }
        assertThat(index.slotOf("z".getBytes(StandardCharsets.UTF_8), 0, 1)).isEqualTo(-1);
        for (String start : List.of("a", "b", "ab", "ba", "ee", " a")) {
            int slot = index.slotOfPartStart(start.getBytes(StandardCharsets.UTF_8));
            List<Integer> holding = new ArrayList<>();
            for (int position = 0; position < size; position++) {
                String key = keys[rowAt[position]];
                if (Arrays.stream(key.split("\u0000", -1)).anyMatch(part -> part.startsWith(start))) {
                    holding.add(position);
                }
            }
            assertThat(slot).as(start).isGreaterThanOrEqualTo(0);
            assertThat(entries(index.walk(slot, 0, size))).as("names starting with %s", start)
                    .containsExactlyElementsOf(holding);
        }
        for (String start : List.of("aa", "ab", "ba", "e ", "aab", "eea", "b a")) {
            int slot = index.slotOfWordStart(start.getBytes(StandardCharsets.UTF_8));
            List<Integer> holding = new ArrayList<>();
            for (int position = 0; position < size; position++) {
                String key = keys[rowAt[position]];
                if (Arrays.stream(wordOffsets(key)).anyMatch(word -> key.startsWith(start.substring(0,
                        Math.min(3, start.length())), word))) {
                    holding.add(position);
                }
            }
            assertThat(slot).as(start).isGreaterThanOrEqualTo(0);
            assertThat(entries(index.walk(slot, 0, size))).as("words starting with %s", start)
                    .containsExactlyElementsOf(holding);
        }
    }

    /** Words here start at a name's start and after a space. */
    private static int[] wordOffsets(String key) {
        List<Integer> offsets = new ArrayList<>();
        for (int i = 0; i < key.length(); i++) {
            if (i == 0 || key.charAt(i - 1) == ' ' || key.charAt(i - 1) == '\u0000') {
                offsets.add(i);
            }
        }
        return offsets.stream().mapToInt(Integer::intValue).toArray();
    }

    private static List<Integer> entries(RowWalk walk) {
        List<Integer> entries = new ArrayList<>();
        while (walk.hasNext()) {
            entries.add(walk.next());
        }
        return entries;
    }
}
