package dev.geolookup.place;

import dev.geolookup.readmodel.SnapshotReader;
import dev.geolookup.readmodel.SnapshotWriter;
import dev.geolookup.readmodel.StringDictionary;
import dev.geolookup.readmodel.TextColumn;

import java.util.Arrays;

/**
 * Posting lists of the byte n-grams of the search keys, each list in ascending row order, which is rank order:
 * walking a list meets the most populous features first.
 * <p>
 * Every trigram is indexed. One- and two-byte grams are indexed only when rare; a frequent short gram is found
 * soon enough by walking the rows themselves, and indexing it would cost as much memory as all the trigrams.
 */
final class NgramIndex {

    private static final int[] NO_ROWS = new int[0];

    private final int[] grams;
    private final int[] starts;
    private final int[] rows;

    private NgramIndex(int[] grams, int[] starts, int[] rows) {
        this.grams = grams;
        this.starts = starts;
        this.rows = rows;
    }

    /** The rows whose key holds the gram (1 to 3 bytes); null when the gram is short and too common to index. */
    RowSpan postings(byte[] text, int from, int length) {
        int gram = encode(text, from, length);
        int slot = Arrays.binarySearch(grams, gram);
        if (slot < 0) {
            return length == 3 ? new RowSpan(NO_ROWS, 0, 0) : null;
        }
        return new RowSpan(rows, starts[slot], starts[slot + 1]);
    }

    void writeTo(SnapshotWriter snapshot) {
        snapshot.writeInts(grams);
        snapshot.writeInts(starts);
        snapshot.writeInts(rows);
    }

    static NgramIndex readFrom(SnapshotReader snapshot) {
        return new NgramIndex(snapshot.readInts(), snapshot.readInts(), snapshot.readInts());
    }

    long sizeInBytes() {
        return 4L * (grams.length + starts.length + rows.length);
    }

    private static int encode(byte[] text, int from, int length) {
        int gram = length;
        for (int i = 0; i < length; i++) {
            gram = (gram << 8) | (text[from + i] & 0xFF);
        }
        return gram;
    }

    /** Grams never span the separator between a key's name and its ASCII name. */
    private static boolean spansSeparator(byte[] text, int from, int length) {
        for (int i = 0; i < length; i++) {
            if (text[from + i] == SearchKey.SEPARATOR) {
                return true;
            }
        }
        return false;
    }

    /** Builds the index in two passes over the keys: count the postings of each gram, then fill them in. */
    static NgramIndex of(TextColumn keys, int rowCount, int shortGramLimit) {
        GramCounts counts = new GramCounts();
        int[] scratch = new int[64];
        for (int row = 0; row < rowCount; row++) {
            scratch = distinctGrams(keys, row, scratch);
            for (int i = 1; i <= scratch[0]; i++) {
                counts.increment(scratch[i]);
            }
        }
        int[] kept = counts.gramsKept(shortGramLimit);
        Arrays.sort(kept);
        int[] starts = new int[kept.length + 1];
        for (int slot = 0; slot < kept.length; slot++) {
            starts[slot + 1] = starts[slot] + counts.count(kept[slot]);
        }
        // From here on the map tells where each gram's next posting goes (-1: not indexed).
        counts.replaceAll(-1);
        for (int slot = 0; slot < kept.length; slot++) {
            counts.put(kept[slot], starts[slot]);
        }
        int[] rows = new int[starts[kept.length]];
        for (int row = 0; row < rowCount; row++) {
            scratch = distinctGrams(keys, row, scratch);
            for (int i = 1; i <= scratch[0]; i++) {
                int position = counts.getAndIncrement(scratch[i]);
                if (position >= 0) {
                    rows[position] = row;
                }
            }
        }
        return new NgramIndex(kept, starts, rows);
    }

    /** The distinct grams of one key, sorted, in scratch[1..scratch[0]]; the array grows as needed. */
    private static int[] distinctGrams(TextColumn keys, int row, int[] scratch) {
        byte[] bytes = keys.bytes();
        int start = keys.start(row);
        int end = keys.end(row);
        int needed = 1 + 3 * (end - start);
        if (scratch.length < needed) {
            scratch = new int[needed * 2];
        }
        int count = 0;
        for (int length = 1; length <= 3; length++) {
            for (int i = start; i + length <= end; i++) {
                if (!spansSeparator(bytes, i, length)) {
                    scratch[1 + count++] = encode(bytes, i, length);
                }
            }
        }
        Arrays.sort(scratch, 1, 1 + count);
        int distinct = 0;
        for (int i = 1; i <= count; i++) {
            if (distinct == 0 || scratch[distinct] != scratch[i]) {
                scratch[1 + distinct++] = scratch[i];
            }
        }
        scratch[0] = distinct;
        return scratch;
    }

    /** An open-addressing map from gram to a number (a count, later a fill position): millions of grams, no boxing. */
    private static final class GramCounts {

        private int[] keys = new int[1 << 16];
        private int[] values = new int[1 << 16];
        private int size;

        void increment(int gram) {
            int slot = find(gram);
            if (keys[slot] == 0) {
                keys[slot] = gram;
                if (++size * 2 > keys.length) {
                    grow();
                    slot = find(gram);
                }
            }
            values[slot]++;
        }

        int count(int gram) {
            return values[find(gram)];
        }

        void replaceAll(int value) {
            Arrays.fill(values, value);
        }

        void put(int gram, int value) {
            values[find(gram)] = value;
        }

        /** The gram's value, then one more, unless it is negative. */
        int getAndIncrement(int gram) {
            int slot = find(gram);
            int value = values[slot];
            if (value >= 0) {
                values[slot] = value + 1;
            }
            return value;
        }

        /** Every trigram, and the shorter grams held by at most {@code shortGramLimit} rows. */
        int[] gramsKept(int shortGramLimit) {
            int[] kept = new int[size];
            int n = 0;
            for (int slot = 0; slot < keys.length; slot++) {
                int gram = keys[slot];
                if (gram != 0 && (gram >>> 24 == 3 || values[slot] <= shortGramLimit)) {
                    kept[n++] = gram;
                }
            }
            return Arrays.copyOf(kept, n);
        }

        // A gram is never 0: its length is encoded above its bytes.
        private int find(int gram) {
            int mask = keys.length - 1;
            int slot = (gram * 0x9E3779B9) >>> 7 & mask;
            while (keys[slot] != 0 && keys[slot] != gram) {
                slot = (slot + 1) & mask;
            }
            return slot;
        }

        private void grow() {
            int[] oldKeys = keys;
            int[] oldValues = values;
            keys = new int[oldKeys.length * 2];
            values = new int[oldValues.length * 2];
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != 0) {
                    int slot = find(oldKeys[i]);
                    keys[slot] = oldKeys[i];
                    values[slot] = oldValues[i];
                }
            }
        }
    }
}
