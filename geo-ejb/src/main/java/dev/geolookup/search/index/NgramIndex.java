package dev.geolookup.search.index;

import dev.geolookup.search.rows.RowSpan;
import dev.geolookup.search.rows.RowWalk;

import dev.geolookup.readmodel.ByteColumn;
import dev.geolookup.readmodel.IntColumn;
import dev.geolookup.readmodel.SnapshotDamagedException;
import dev.geolookup.readmodel.SnapshotReader;
import dev.geolookup.readmodel.SnapshotWriter;
import dev.geolookup.readmodel.TextColumn;

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
 * The packing is one format in three files of this package that change together: {@link GramCodes} gives each gram
 * its code, {@link NgramIndexBuilder} writes the lists, and this class reads them.
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

    NgramIndex(IntColumn grams, IntColumn starts, IntColumn counts, ByteColumn postings, IntColumn skipStarts,
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
        int gram = GramCodes.encode(text, from, length);
        int slot = grams.binarySearch(gram);
        if (slot < 0) {
            return length == 3 ? RowSpan.EMPTY : null;
        }
        return RowSpan.packed(postings, starts.get(slot), counts.get(slot));
    }

    /** The slot of a gram (1 to 3 bytes) in an index of positions, or -1 where no key holds it. */
    int slotOf(byte[] text, int from, int length) {
        int slot = grams.binarySearch(GramCodes.encode(text, from, length));
        return slot < 0 ? -1 : slot;
    }

    /**
     * The slot, in an index of positions, of the gram of the first one or two bytes of the text as the start of a
     * name (of some part of a key); -1 where no name starts so.
     */
    int slotOfPartStart(byte[] text) {
        int slot = grams.binarySearch(GramCodes.partStartGram(text, 0, Math.min(2, text.length)));
        return slot < 0 ? -1 : slot;
    }

    /**
     * The slot, in an index of positions, of the gram of the first two or three bytes of the text (at least two)
     * as the start of a word of a name; -1 where no word starts so.
     */
    int slotOfWordStart(byte[] text) {
        int slot = grams.binarySearch(GramCodes.wordStartGram(text, 0, Math.min(3, text.length)));
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
     * Builds the index in two passes over the keys: count each gram's rows and the bytes of its gaps, then write
     * the gaps in.
     */
    static NgramIndex of(TextColumn keys, int rowCount, int shortGramLimit) {
        return NgramIndexBuilder.build(keys, rowCount, shortGramLimit, row -> row, null);
    }

    /**
     * The index of every gram by grid position: the list of a gram holds the positions whose rows' keys hold it
     * ({@code rowAt} gives the row at a position), and can be read from any position on. Besides the grams of the
     * text, the first bytes of every name ({@link #slotOfPartStart}) and of every word ({@link #slotOfWordStart},
     * whose offsets in a row's key {@code wordOffsets} gives) are grams of their own.
     */
    static NgramIndex ofPositions(TextColumn keys, int rowCount, IntUnaryOperator rowAt,
                                  IntFunction<int[]> wordOffsets) {
        return NgramIndexBuilder.build(keys, rowCount, Integer.MAX_VALUE, rowAt, wordOffsets);
    }
}
