package dev.geolookup.search.index;

import dev.geolookup.search.GeneratedGazetteer;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The top levels of the word-start trie over the generated gazetteer, against the sorted texts themselves: each
 * node's entries are exactly those whose text starts with the node's path, its children are in code point order and
 * found by {@link TrieTop#child}, and the entries of its children are its own but for the texts that end there.
 */
class TrieTopTest {

    private static RelevanceIndex index;
    private static TrieTop trie;
    private static String[] texts;

    @BeforeAll
    static void build() {
        index = GeneratedGazetteer.gazetteer().search().ownNameIndex();
        trie = index.trieTop();
        texts = new String[index.entries()];
        for (int entry = 0; entry < texts.length; entry++) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            for (int depth = 0, value; (value = index.byteAt(entry, depth)) >= 0; depth++) {
                bytes.write(value);
            }
            texts[entry] = bytes.toString(StandardCharsets.UTF_8);
        }
    }

    @Test
    void everyNodeHoldsTheEntriesStartingWithItsPath() {
        List<int[]> pending = new ArrayList<>(List.of(new int[] {0}));
        List<String> paths = new ArrayList<>(List.of(""));
        int checked = 0;
        while (!pending.isEmpty()) {
            int node = pending.remove(pending.size() - 1)[0];
            String path = paths.remove(paths.size() - 1);
            int[] expected = entriesStartingWith(path);
            assertThat(new int[] {trie.from[node], trie.to[node]}).as("entries of '%s'", path)
                    .containsExactly(expected);
            assertThat(trie.byteDepth[node]).isEqualTo(path.getBytes(StandardCharsets.UTF_8).length);
            checked++;
            if (!trie.hasChildrenKept(node)) {
                assertThat(path.codePointCount(0, path.length())).isEqualTo(TrieTop.DEPTH);
                continue;
            }
            int previousCodePoint = -1;
            int covered = 0;
            for (int child = trie.firstChild[node]; child < trie.childEnd[node]; child++) {
                assertThat(trie.codePoint[child]).isGreaterThan(previousCodePoint);
                previousCodePoint = trie.codePoint[child];
                assertThat(trie.child(node, trie.codePoint[child])).isEqualTo(child);
                covered += trie.to[child] - trie.from[child];
                pending.add(new int[] {child});
                paths.add(path + Character.toString(trie.codePoint[child]));
            }
            long endingHere = Arrays.stream(texts, expected[0], expected[1]).filter(path::equals).count();
            assertThat(covered + endingHere).as("children of '%s'", path).isEqualTo(expected[1] - expected[0]);
            assertThat(trie.child(node, 0x10FFFF)).isEqualTo(-1);
        }
        assertThat(checked).isGreaterThan(100);
    }

    /** The range of sorted entries whose text starts with the prefix, found by scanning them all. */
    private static int[] entriesStartingWith(String prefix) {
        int first = -1;
        int last = -1;
        for (int entry = 0; entry < texts.length; entry++) {
            if (texts[entry].startsWith(prefix)) {
                if (first < 0) {
                    first = entry;
                }
                assertThat(last).as("'%s' is one run of entries", prefix).isIn(-1, entry - 1);
                last = entry;
            }
        }
        return new int[] {first, last + 1};
    }
}
