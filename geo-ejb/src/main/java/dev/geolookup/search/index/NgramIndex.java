package dev.geolookup.search.index;

import dev.geolookup.search.rows.RowSpan;
import dev.geolookup.search.rows.RowWalk;
import dev.geolookup.search.score.SearchKey;

import dev.geolookup.readmodel.ByteColumn;
import dev.geolookup.readmodel.IntColumn;
import dev.geolookup.readmodel.SnapshotDamagedException;
import dev.geolookup.readmodel.SnapshotReader;
import dev.geolookup.readmodel.SnapshotWriter;
import dev.geolookup.readmodel.TextColumn;

import java.util.Arrays;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;

/**
 * Posting lists of the byte n-grams of the search keys, each list in ascending row order, which is rank order:
 * walking a list meets the most populous features first. A list is packed as the gaps between its rows, seven bits
 * a byte (a frequent gram's gaps take one byte, a rare one's three): it is only ever walked from its start, and
 * packed it takes about a third of the memory of int rows.
 * <p>
 * Every trigram is indexed. One- and two-byte grams are indexed only when rare; a frequent short gram is found
 * soon enough by walking the rows themselves, and indexing it would cost as much memory as all the trigrams.
 * <p>
 * The index of the grid ({@link #ofPositions}) lists positions of the {@link RankGrid} instead of rows, every short
 * gram included, the first one and two bytes of every name as grams of their own (a query's rows where a name
 * starts with it) and the first two and three bytes of every word (where a word starts with it), and can start
 * reading a list anywhere: every {@value #SKIP_EVERY}th entry of a list is noted with where its bytes begin, so a
 * cell's stretch of positions is found by a binary search and a few gaps.
 * <p>
 * One file of more than 400 lines on purpose: the packing (gaps, skips, which short grams are kept) is one format,
 * and the side that writes it and the side that reads it must change together; split, each half would be correct
 * only against the other.
 */
final class NgramIndex {

    private final IntColumn grams;
    /** Per gram, where its packed list begins in postings; one more entry for the end. */
    private final IntColumn starts;
    /** Per gram, the number of rows in its list. */
    private final IntColumn counts;
    private final ByteColumn postings;
    /** Per gram, where its noted entries begin in skipValues and skipOffsets; empty in an index that cannot seek. */
    private final IntColumn skipStarts;
    /** Of every SKIP_EVERY-th entry of a list (from the SKIP_EVERY-th on), the entry before it... */
    private final IntColumn skipValues;
    /** ... and where its own bytes begin. */
    private final IntColumn skipOffsets;

    static final int SKIP_EVERY = 64;

    private NgramIndex(IntColumn grams, IntColumn starts, IntColumn counts, ByteColumn postings, IntColumn skipStarts,
                       IntColumn skipValues, IntColumn skipOffsets) {
        this.grams = grams;
        this.starts = starts;
        this.counts = counts;
        this.postings = postings;
        this.skipStarts = skipStarts;
        this.skipValues = skipValues;
        this.skipOffsets = skipOffsets;
    }

    /** The rows whose key holds the gram (1 to 3 bytes); null when the gram is short and too common to index. */
    RowSpan postings(byte[] text, int from, int length) {
        int gram = encode(text, from, length);
        int slot = grams.binarySearch(gram);
        if (slot < 0) {
            return length == 3 ? RowSpan.EMPTY : null;
        }
        return RowSpan.packed(postings, starts.get(slot), counts.get(slot));
    }

    /** The slot of a gram (1 to 3 bytes) in an index of positions, or -1 where no key holds it. */
    int slotOf(byte[] text, int from, int length) {
        int slot = grams.binarySearch(encode(text, from, length));
        return slot < 0 ? -1 : slot;
    }

    /**
     * The slot, in an index of positions, of the gram of the first one or two bytes of the text as the start of a
     * name (of some part of a key); -1 where no name starts so.
     */
    int slotOfPartStart(byte[] text) {
        int slot = grams.binarySearch(partStartGram(text, 0, Math.min(2, text.length)));
        return slot < 0 ? -1 : slot;
    }

    /**
     * The slot, in an index of positions, of the gram of the first two or three bytes of the text (at least two)
     * as the start of a word of a name; -1 where no word starts so.
     */
    int slotOfWordStart(byte[] text) {
        int slot = grams.binarySearch(wordStartGram(text, 0, Math.min(3, text.length)));
        return slot < 0 ? -1 : slot;
    }

    /** The number of entries in the slot's list. */
    int countAt(int slot) {
        return counts.get(slot);
    }

    /** The entries of the slot's list from {@code from} (inclusive) to {@code to} (exclusive), in ascending order. */
    RowWalk walk(int slot, int from, int to) {
        int low = skipStarts.get(slot);
        int high = skipStarts.get(slot + 1) - 1;
        int offset = starts.get(slot);
        int previous = -1;
        int left = counts.get(slot);
        // The last noted entry whose predecessor lies before from: reading starts there.
        while (low <= high) {
            int middle = (low + high) >>> 1;
            if (skipValues.get(middle) < from) {
                low = middle + 1;
            } else {
                high = middle - 1;
            }
        }
        if (high >= skipStarts.get(slot)) {
            int noted = high - skipStarts.get(slot) + 1;
            offset = skipOffsets.get(high);
            previous = skipValues.get(high);
            left -= noted * SKIP_EVERY;
        }
        return new BoundedWalk(RowSpan.packed(postings, offset, left, previous).walk(), from, to);
    }

    /** Entries of a packed list below a value, read from a noted place on and from a value on. */
    private static final class BoundedWalk implements RowWalk {

        private final RowSpan.Walk entries;
        private final int to;
        private int upcoming = -1;

        BoundedWalk(RowSpan.Walk entries, int from, int to) {
            this.entries = entries;
            this.to = to;
            while (read() && upcoming < from) {
                upcoming = -1;
            }
        }

        /** Reads the next entry into upcoming; false, upcoming -1, at the list's end or past {@code to}. */
        private boolean read() {
            upcoming = entries.hasNext() ? entries.next() : -1;
            if (upcoming >= to) {
                upcoming = -1;
            }
            return upcoming >= 0;
        }

        @Override
        public boolean hasNext() {
            return upcoming >= 0;
        }

        @Override
        public int next() {
            int entry = upcoming;
            read();
            return entry;
        }
    }

    void writeTo(SnapshotWriter snapshot) {
        snapshot.write(grams);
        snapshot.write(starts);
        snapshot.write(counts);
        snapshot.write(postings);
        snapshot.write(skipStarts);
        snapshot.write(skipValues);
        snapshot.write(skipOffsets);
    }

    static NgramIndex readFrom(SnapshotReader snapshot) {
        IntColumn grams = snapshot.readIntColumn();
        IntColumn starts = snapshot.readIntColumn();
        IntColumn counts = snapshot.readIntColumn();
        ByteColumn postings = snapshot.readByteColumn();
        IntColumn skipStarts = snapshot.readIntColumn();
        IntColumn skipValues = snapshot.readIntColumn();
        IntColumn skipOffsets = snapshot.readIntColumn();
        boolean seekable = skipStarts.length() > 0;
        if (starts.length() != grams.length() + 1 || counts.length() != grams.length()
                || starts.get(grams.length()) != postings.length()) {
            throw new SnapshotDamagedException("the n-gram index's lists do not match its grams");
        }
        if (seekable && (skipStarts.length() != grams.length() + 1 || skipValues.length() != skipOffsets.length()
                || skipStarts.get(grams.length()) != skipValues.length())) {
            throw new SnapshotDamagedException("the n-gram index's noted entries do not match its lists");
        }
        return new NgramIndex(grams, starts, counts, postings, skipStarts, skipValues, skipOffsets);
    }

    long sizeInBytes() {
        return grams.sizeInBytes() + starts.sizeInBytes() + counts.sizeInBytes() + postings.sizeInBytes()
                + skipStarts.sizeInBytes() + skipValues.sizeInBytes() + skipOffsets.sizeInBytes();
    }

    /**
     * The gram of a part's first bytes (1 or 2): the separator that parts come after, then those bytes. Folded text
     * holds no separator, so no other gram is equal to it.
     */
    private static int partStartGram(byte[] text, int from, int length) {
        int gram = length + 1;
        gram = gram << 8 | SearchKey.SEPARATOR;
        for (int i = 0; i < length; i++) {
            gram = (gram << 8) | (text[from + i] & 0xFF);
        }
        return gram;
    }

    /**
     * The gram of a word's first bytes (2 or 3), its length above them counted from 4 so that it is equal to no
     * other gram.
     */
    private static int wordStartGram(byte[] text, int from, int length) {
        int gram = length + 4;
        for (int i = 0; i < length; i++) {
            gram = (gram << 8) | (text[from + i] & 0xFF);
        }
        return gram;
    }

    private static int encode(byte[] text, int from, int length) {
        int gram = length;
        for (int i = 0; i < length; i++) {
            gram = (gram << 8) | (text[from + i] & 0xFF);
        }
        return gram;
    }

    /** Grams never span the separator between two names of a key. */
    private static boolean spansSeparator(byte[] text, int from, int length) {
        for (int i = 0; i < length; i++) {
            if (text[from + i] == SearchKey.SEPARATOR) {
                return true;
            }
        }
        return false;
    }

    /** The bytes a gap takes packed. */
    private static int packedLength(int gap) {
        int bytes = 1;
        while (gap >= 0x80) {
            gap >>>= 7;
            bytes++;
        }
        return bytes;
    }

    /**
     * Builds the index in two passes over the keys: count each gram's rows and the bytes of its gaps, then write
     * the gaps in.
     */
    static NgramIndex of(TextColumn keys, int rowCount, int shortGramLimit) {
        return build(keys, rowCount, shortGramLimit, row -> row, null);
    }

    /**
     * The index of every gram by grid position: the list of a gram holds the positions whose rows' keys hold it
     * ({@code rowAt} gives the row at a position), and can be read from any position on. Besides the grams of the
     * text, the first bytes of every name ({@link #slotOfPartStart}) and of every word ({@link #slotOfWordStart},
     * whose offsets in a row's key {@code wordOffsets} gives) are grams of their own.
     */
    static NgramIndex ofPositions(TextColumn keys, int rowCount, IntUnaryOperator rowAt,
                                  IntFunction<int[]> wordOffsets) {
        return build(keys, rowCount, Integer.MAX_VALUE, rowAt, wordOffsets);
    }

    /** @param wordOffsets null for the index of rows: it has no grams of name or word starts and cannot seek */
    private static NgramIndex build(TextColumn keys, int count, int shortGramLimit, IntUnaryOperator rowAt,
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
                skipStarts[slot + 1] = skipStarts[slot] + (counts[slot] - 1) / SKIP_EVERY;
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
                seekable ? IntColumn.of(skipStarts) : IntColumn.EMPTY, seekable ? IntColumn.of(skipValues) : IntColumn.EMPTY,
                seekable ? IntColumn.of(skipOffsets) : IntColumn.EMPTY);
    }

    /**
     * The grams of one key, a gram held twice listed twice, in scratch[1..scratch[0]]; the array grows as needed.
     * With {@code wordOffsets}, the first one and two bytes of each part of the key ({@link #partStartGram}) and the
     * first two and three of each word ({@link #wordStartGram}) too.
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
                if (!spansSeparator(bytes, start + word, length)) {
                    scratch[1 + count++] = wordStartGram(bytes, start + word, length);
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
            long bytes = (long) table[at + BYTES] + packedLength(row - last);
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
            if (nextNoted != null && rows > 0 && rows % SKIP_EVERY == 0) {
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
