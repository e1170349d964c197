package dev.geolookup.search.index;

import dev.geolookup.readmodel.ByteColumn;
import dev.geolookup.readmodel.IntColumn;
import dev.geolookup.readmodel.TextColumn;
import dev.geolookup.search.score.SearchKey;

import java.util.Arrays;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;

/**
 * Builds an {@link NgramIndex} in two passes over the keys: count each gram's rows and the bytes of its gaps, then
 * write the gaps in, noting every {@value NgramIndex#SKIP_EVERY}th entry where the index can seek.
 */
final class NgramIndexBuilder {

    private NgramIndexBuilder() {
    }

    /** @param wordOffsets null for the index of rows: it has no grams of name or word starts and cannot seek */
    static NgramIndex build(TextColumn keys, int count, int shortGramLimit, IntUnaryOperator rowAt,
                            IntFunction<int[]> wordOffsets) {
        boolean seekable = wordOffsets != null;
        GramLists lists = new GramLists();
        int[] scratch = new int[64];
        for (int entry = 0; entry < count; entry++) {
            scratch = grams(keys, rowAt.applyAsInt(entry), scratch, wordOffsets);
            for (int i = 1; i <= scratch[0]; i++) {
                lists.count(scratch[i], entry);
            }
        }
        int[] kept = lists.gramsKept(shortGramLimit);
        Arrays.sort(kept);
        int[] starts = new int[kept.length + 1];
        int[] counts = new int[kept.length];
        for (int slot = 0; slot < kept.length; slot++) {
            long end = (long) starts[slot] + lists.bytes(kept[slot]);
            if (end > Integer.MAX_VALUE - 16) {
                throw new IllegalStateException("the n-gram lists outgrow one array: " + end + " bytes");
            }
            starts[slot + 1] = (int) end;
            counts[slot] = lists.rows(kept[slot]);
        }
        int[] skipStarts = null;
        if (seekable) {
            skipStarts = new int[kept.length + 1];
            for (int slot = 0; slot < kept.length; slot++) {
                skipStarts[slot + 1] = skipStarts[slot] + (counts[slot] - 1) / NgramIndex.SKIP_EVERY;
            }
        }
        lists.startWriting(kept, starts, skipStarts);
        byte[] postings = new byte[starts[kept.length]];
        int noted = skipStarts == null ? 0 : skipStarts[kept.length];
        int[] skipValues = seekable ? new int[noted] : null;
        int[] skipOffsets = seekable ? new int[noted] : null;
        for (int entry = 0; entry < count; entry++) {
            scratch = grams(keys, rowAt.applyAsInt(entry), scratch, wordOffsets);
            for (int i = 1; i <= scratch[0]; i++) {
                lists.write(scratch[i], entry, postings, skipValues, skipOffsets);
            }
        }
        return new NgramIndex(IntColumn.of(kept), IntColumn.of(starts), IntColumn.of(counts), ByteColumn.of(postings),
                seekable ? IntColumn.of(skipStarts) : IntColumn.EMPTY,
                seekable ? IntColumn.of(skipValues) : IntColumn.EMPTY,
                seekable ? IntColumn.of(skipOffsets) : IntColumn.EMPTY);
    }

    /**
     * The grams of one key, a gram held twice listed twice, in scratch[1..scratch[0]]; the array grows as needed.
     * With {@code wordOffsets}, the first one and two bytes of each part of the key
     * ({@link GramCodes#partStartGram}) and the
     * first two and three of each word ({@link GramCodes#wordStartGram}) too.
     */
    private static int[] grams(TextColumn keys, int row, int[] scratch, IntFunction<int[]> wordOffsets) {
        byte[] bytes = keys.row(row);
        int start = 0;
        int end = bytes.length;
        boolean partStarts = wordOffsets != null;
        int[] words = partStarts ? wordOffsets.apply(row) : new int[0];
        int needed = 1 + 5 * (end - start) + 2 * words.length + 2;
        if (scratch.length < needed) {
            scratch = new int[needed * 2];
        }
        int count = 0;
        // One pass over the key with the part's last three bytes in hand gives the grams encode and partStartGram give.
        int window = 0;
        int inPart = 0;
        for (int i = start; i < end; i++) {
            int value = bytes[i] & 0xFF;
            if (value == SearchKey.SEPARATOR) {
                window = 0;
                inPart = 0;
                continue;
            }
            window = (window << 8 | value) & 0xFFFFFF;
            inPart = Math.min(inPart + 1, 3);
            scratch[1 + count++] = 1 << 8 | value;
            if (inPart >= 2) {
                scratch[1 + count++] = 2 << 16 | window & 0xFFFF;
            }
            if (inPart == 3) {
                scratch[1 + count++] = 3 << 24 | window;
            }
            if (partStarts && inPart == 1) {
                scratch[1 + count++] = (2 << 8 | SearchKey.SEPARATOR) << 8 | value;
            } else if (partStarts && inPart == 2) {
                scratch[1 + count++] = (3 << 8 | SearchKey.SEPARATOR) << 16 | window & 0xFFFF;
            }
        }
        for (int word : words) {
            for (int length = 2; length <= 3 && start + word + length <= end; length++) {
                if (!GramCodes.spansSeparator(bytes, start + word, length)) {
                    scratch[1 + count++] = GramCodes.wordStartGram(bytes, start + word, length);
                }
            }
        }
        scratch[0] = count;
        return scratch;
    }

    /**
     * Per gram, in an open-addressing table (millions of grams, no boxing), four ints side by side so that one
     * gram's state shares a cache line: the gram; its rows; while counting, the bytes its gaps take, while writing,
     * where its next gap goes (-1: not indexed); its last row, which also tells a gram met again in the same row,
     * counted and written once. While writing, {@code nextNoted} holds where its next noted entry goes.
     */
    private static final class GramLists {

        private static final int STRIDE = 4;
        private static final int GRAM = 0;
        private static final int ROWS = 1;
        private static final int BYTES = 2;
        private static final int LAST = 3;

        private int[] table = new int[STRIDE << 16];
        private int[] nextNoted;
        private int size;

        void count(int gram, int row) {
            int at = find(gram);
            if (table[at + GRAM] == 0) {
                table[at + GRAM] = gram;
                table[at + LAST] = -1;
                if (++size * 2 > slots()) {
                    grow();
                    at = find(gram);
                }
            }
            int last = table[at + LAST];
            if (last == row) {
                return;
            }
            long bytes = (long) table[at + BYTES] + GramCodes.packedLength(row - last);
            if (bytes > Integer.MAX_VALUE) {
                throw new IllegalStateException("one n-gram list outgrows one array: " + bytes + " bytes");
            }
            table[at + ROWS]++;
            table[at + BYTES] = (int) bytes;
            table[at + LAST] = row;
        }

        int rows(int gram) {
            return table[find(gram) + ROWS];
        }

        long bytes(int gram) {
            return table[find(gram) + BYTES];
        }

        /**
         * From here on, BYTES holds where each kept gram's next gap goes, LAST its last row written, ROWS the rows
         * written and, with skipStarts, nextNoted where its next noted entry goes.
         */
        void startWriting(int[] kept, int[] starts, int[] skipStarts) {
            for (int at = 0; at < table.length; at += STRIDE) {
                table[at + ROWS] = 0;
                table[at + BYTES] = -1;
                table[at + LAST] = -1;
            }
            nextNoted = skipStarts == null ? null : new int[slots()];
            for (int slot = 0; slot < kept.length; slot++) {
                int at = find(kept[slot]);
                table[at + BYTES] = starts[slot];
                if (nextNoted != null) {
                    nextNoted[at / STRIDE] = skipStarts[slot];
                }
            }
        }

        void write(int gram, int row, byte[] postings, int[] skipValues, int[] skipOffsets) {
            int slot = find(gram);
            int at = table[slot + BYTES];
            int last = table[slot + LAST];
            if (at < 0 || last == row) {
                return;
            }
            int rows = table[slot + ROWS];
            if (nextNoted != null && rows > 0 && rows % NgramIndex.SKIP_EVERY == 0) {
                int noted = nextNoted[slot / STRIDE]++;
                skipValues[noted] = last;
                skipOffsets[noted] = at;
            }
            int gap = row - last;
            while (gap >= 0x80) {
                postings[at++] = (byte) (gap & 0x7F | 0x80);
                gap >>>= 7;
            }
            postings[at++] = (byte) gap;
            table[slot + ROWS] = rows + 1;
            table[slot + BYTES] = at;
            table[slot + LAST] = row;
        }

        /** Every trigram, and the shorter grams held by at most {@code shortGramLimit} rows. */
        int[] gramsKept(int shortGramLimit) {
            int[] kept = new int[size];
            int n = 0;
            for (int at = 0; at < table.length; at += STRIDE) {
                int gram = table[at + GRAM];
                if (gram != 0 && (gram >>> 24 == 3 || table[at + ROWS] <= shortGramLimit)) {
                    kept[n++] = gram;
                }
            }
            return Arrays.copyOf(kept, n);
        }

        private int slots() {
            return table.length / STRIDE;
        }

        /** Where the gram's four ints begin. A gram is never 0: its length is encoded above its bytes. */
        private int find(int gram) {
            int mask = slots() - 1;
            int slot = (gram * 0x9E3779B9) >>> 7 & mask;
            while (table[slot * STRIDE + GRAM] != 0 && table[slot * STRIDE + GRAM] != gram) {
                slot = (slot + 1) & mask;
            }
            return slot * STRIDE;
        }

        private void grow() {
            int[] old = table;
            table = new int[old.length * 2];
            for (int from = 0; from < old.length; from += STRIDE) {
                if (old[from + GRAM] != 0) {
                    System.arraycopy(old, from, table, find(old[from + GRAM]), STRIDE);
                }
            }
        }
    }
}
