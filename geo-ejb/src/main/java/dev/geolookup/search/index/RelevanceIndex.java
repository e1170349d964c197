package dev.geolookup.search.index;

import dev.geolookup.search.rows.BoundHeap;
import dev.geolookup.search.score.MatchKind;
import dev.geolookup.search.score.SearchKey;

import dev.geolookup.readmodel.BestRows;
import dev.geolookup.readmodel.ByteColumn;
import dev.geolookup.readmodel.IntColumn;
import dev.geolookup.readmodel.ShortColumn;
import dev.geolookup.readmodel.SnapshotDamagedException;
import dev.geolookup.readmodel.SnapshotReader;
import dev.geolookup.readmodel.SnapshotWriter;
import dev.geolookup.readmodel.TextColumn;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.ToDoubleFunction;

/**
 * The word starts of some of the names of each search key (a feature's own names, or its alternate names), sorted by
 * the text from there to the end of their name: the word starts whose text starts with the query lie in one range,
 * the names equal to it opening it, and a start of a name (rather than of an inner word) tells a name starting with
 * the query from a word of it starting so ({@link MatchKind}). Name search reads the candidates of those three kinds
 * here ({@link #offerBounds}); the fourth, a name containing the query elsewhere, comes from the n-gram index.
 */
public final class RelevanceIndex {

    /** Word starts are weighed in blocks of this many: a block whose most important row cannot enter is not read. */
    private static final int BLOCK = 64;
    /** Importances are floats: a bound a hair above covers their rounding. */
    private static final double ROUNDING = 1e-5;
    /** A range of word starts at least this long is kept as a {@link PrefixTop}, for a query this short. */
    private static final int LARGE_RANGE = 512;
    private static final int KEPT_PREFIX_BYTES = 4;
    /**
     * At most this many ranges are kept (about 11 KB each): the common prefixes people type come first, and past
     * the cap, whatever prefixes a caller walks through, a range is read block by block as before.
     */
    private static final int MAX_PREFIX_TOPS = 512;

    private final TextColumn keys;
    /** Whether the index holds the word starts of alternate names (else of the features' own names). */
    private final boolean alternates;
    /** row << 1, plus 1 where the word start is the start of a name; ordered by the text there, then by row. */
    private final IntColumn starts;
    /** Where each word start's text begins in its row's key. */
    private final ShortColumn offsets;
    /** Per block of word starts, the highest importance of their rows; set once, before the index is published. */
    private float[] blockMaxima = new float[0];
    /** Built on the first typo-tolerant search; threads that race build alike. */
    private volatile TrieTop trieTop;
    /**
     * The most important rows of the ranges of short common queries, each kept at the first query that meets it: a
     * query of a letter or two otherwise walks millions of word starts, one of three letters thousands.
     */
    private final Map<String, PrefixTop> prefixTops = new ConcurrentHashMap<>();

    private RelevanceIndex(TextColumn keys, IntColumn starts, ShortColumn offsets, boolean alternates) {
        this.alternates = alternates;
        this.keys = keys;
        this.starts = starts;
        this.offsets = offsets;
    }

    /**
     * Builds the index over ranked keys; wordStarts gives the word starts of a row to index, each as its offset in
     * the key shifted left by one, plus one where it opens a name.
     */
    static RelevanceIndex of(TextColumn keys, int size, IntFunction<int[]> wordStarts, boolean alternates) {
        int[] rowStarts = new int[Math.max(16, size * 2)];
        short[] rowOffsets = new short[rowStarts.length];
        int count = 0;
        for (int row = 0; row < size; row++) {
            int[] starts = wordStarts.apply(row);
            if (count + starts.length > rowStarts.length) {
                // By half again, not double: the arrays' slack is held through the sort.
                rowStarts = Arrays.copyOf(rowStarts, Math.max(rowStarts.length + rowStarts.length / 2,
                        count + starts.length));
                rowOffsets = Arrays.copyOf(rowOffsets, rowStarts.length);
            }
            for (int start : starts) {
                rowStarts[count] = row << 1 | (start & 1);
                rowOffsets[count] = (short) (start >>> 1);
                count++;
            }
        }
        int[] starts = Arrays.copyOf(rowStarts, count);
        rowStarts = null;
        // Sorted by where each text begins in the keys: the offsets, found again from there afterwards, are let go.
        int[] from = new int[count];
        char[] lengths = new char[count];
        for (int i = 0; i < count; i++) {
            int row = starts[i] >>> 1;
            from[i] = keys.start(row) + rowOffsets[i];
            lengths[i] = (char) Math.min(textEnd(keys, row, rowOffsets[i]) - from[i], TextSorter.LONG);
        }
        rowOffsets = null;
        new TextSorter(keys.bytes(), from, lengths, starts,
                (textFrom, start) -> textEnd(keys, start >>> 1, textFrom - keys.start(start >>> 1)) - textFrom)
                .sort(0, count, 0);
        lengths = null;
        short[] offsets = new short[count];
        for (int i = 0; i < count; i++) {
            offsets[i] = (short) (from[i] - keys.start(starts[i] >>> 1));
        }
        return new RelevanceIndex(keys, IntColumn.of(starts), ShortColumn.of(offsets), alternates);
    }

    /** Weighs the blocks of word starts by the most important of their rows (importance by row). */
    void weighBlocks(float[] importances) {
        float[] maxima = new float[(starts.length() + BLOCK - 1) / BLOCK];
        Arrays.fill(maxima, Float.NEGATIVE_INFINITY);
        for (int i = 0; i < starts.length(); i++) {
            maxima[i / BLOCK] = Math.max(maxima[i / BLOCK], importances[starts.get(i) >>> 1]);
        }
        blockMaxima = maxima;
    }

    /**
     * Offers {@code candidates} every accepted row one of whose indexed word starts begins with the needle and that
     * can still enter, at the bound of its best such match: the most text that kind of match can earn plus the row's
     * importance. The range's blocks are read by their bound (the best text of the kinds a block holds and its most
     * important row), highest first, and no longer once a block's bound cannot enter; a short common query reads the rows it keeps
     * ({@link PrefixTop}) instead, and the range only where rows beyond them might still enter.
     */
    void offerBounds(byte[] needle, BestRows candidates, IntPredicate accepted, RowScorer scorer) {
        ToDoubleFunction<MatchKind> textBound = alternates ? scorer::alternateTextBound : scorer::textBound;
        int from = firstStart(needle, false);
        int to = firstStart(needle, true);
        // Texts equal to the needle open the range; past them every text is longer, and only its kind of start
        // tells a name's start from a word's.
        int firstLonger = from < to && textLength(from) == needle.length ? endOfRun(from, to) : from;
        if (to - from >= LARGE_RANGE && needle.length <= KEPT_PREFIX_BYTES) {
            String prefix = new String(needle, StandardCharsets.ISO_8859_1);
            PrefixTop top = prefixTops.get(prefix);
            if (top == null && prefixTops.size() < MAX_PREFIX_TOPS) {
                top = prefixTops.computeIfAbsent(prefix, kept -> prefixTop(from, to, firstLonger, scorer));
            }
            if (top != null && top.offer(candidates, accepted, textBound)) {
                return;
            }
        }
        // The most text of each kind, by its ordinal: read once for every block.
        double[] texts = new double[MatchKind.INDEXED.length];
        for (MatchKind kind : MatchKind.INDEXED) {
            texts[kind.ordinal()] = textBound.applyAsDouble(kind);
        }
        int firstBlock = (from + BLOCK - 1) / BLOCK;
        int endBlock = to / BLOCK;
        if (firstBlock >= endBlock) {
            offerEntries(from, to, firstLonger, candidates, accepted, scorer, texts);
            return;
        }
        offerEntries(from, firstBlock * BLOCK, firstLonger, candidates, accepted, scorer, texts);
        offerEntries(endBlock * BLOCK, to, firstLonger, candidates, accepted, scorer, texts);
        // A block's bound: the best text of the kinds it can hold (equal texts open the range) and its most
        // important row.
        double equalText = texts[MatchKind.EQUAL.ordinal()];
        double startText = texts[MatchKind.STARTS_WITH.ordinal()];
        double[] bounds = new double[endBlock - firstBlock];
        for (int block = firstBlock; block < endBlock; block++) {
            bounds[block - firstBlock] = (block * BLOCK < firstLonger ? equalText : startText) + blockMaxima[block]
                    + ROUNDING;
        }
        BoundHeap blocks = BoundHeap.ofBounds(bounds);
        while (!blocks.isEmpty()) {
            if (!candidates.mayTake(blocks.topBound())) {
                return; // no block left holds a row that can enter
            }
            int block = firstBlock + blocks.topId();
            blocks.pop();
            offerEntries(block * BLOCK, (block + 1) * BLOCK, firstLonger, candidates, accepted, scorer, texts);
        }
    }

    private void offerEntries(int from, int to, int firstLonger, BestRows candidates, IntPredicate accepted,
                              RowScorer scorer, double[] texts) {
        for (int i = from; i < to; i++) {
            int start = starts.get(i);
            int row = start >>> 1;
            double bound = texts[kindOf(start, i, firstLonger).ordinal()] + scorer.importance(row);
            if (candidates.wouldTake(bound, row) && accepted.test(row)) {
                candidates.offer(bound, row);
            }
        }
    }

    /** Calls back with every row one of whose indexed names equals the needle; a row may come twice. */
    void forEachEqual(byte[] needle, IntConsumer visitor) {
        int from = firstStart(needle, false);
        int to = firstStart(needle, true);
        int firstLonger = from < to && textLength(from) == needle.length ? endOfRun(from, to) : from;
        for (int i = from; i < firstLonger; i++) {
            if (kindOf(i, firstLonger) == MatchKind.EQUAL) {
                visitor.accept(starts.get(i) >>> 1);
            }
        }
    }

    private MatchKind kindOf(int entry, int firstLonger) {
        return kindOf(starts.get(entry), entry, firstLonger);
    }

    /** The kind of match of an entry whose start is {@code start}. */
    private static MatchKind kindOf(int start, int entry, int firstLonger) {
        return (start & 1) == 0 ? MatchKind.WORD_STARTS_WITH
                : entry < firstLonger ? MatchKind.EQUAL : MatchKind.STARTS_WITH;
    }

    /** The most important rows of each kind in the range [from, to), walked once and kept. */
    private PrefixTop prefixTop(int from, int to, int firstLonger, RowScorer scorer) {
        BestRows[] kept = new BestRows[MatchKind.INDEXED.length];
        for (int kind = 0; kind < kept.length; kind++) {
            kept[kind] = new BestRows(PrefixTop.KEPT);
        }
        boolean[] truncated = new boolean[kept.length];
        for (int i = from; i < to; i++) {
            int row = starts.get(i) >>> 1;
            int kind = kindOf(i, firstLonger).ordinal();
            truncated[kind] |= kept[kind].isFull();
            kept[kind].offer(scorer.importance(row), row);
        }
        int[][] rows = new int[kept.length][];
        double[][] importances = new double[kept.length][];
        for (int kind = 0; kind < kept.length; kind++) {
            importances[kind] = new double[kept[kind].size()];
            rows[kind] = kept[kind].drain(importances[kind]);
        }
        return new PrefixTop(rows, importances, truncated);
    }

    public TrieTop trieTop() {
        TrieTop top = trieTop;
        if (top == null) {
            top = TrieTop.of(this);
            trieTop = top;
        }
        return top;
    }

    /** The number of word starts: entries 0 to this, ordered by their text. */
    public int entries() {
        return starts.length();
    }

    public int rowOf(int entry) {
        return starts.get(entry) >>> 1;
    }

    /**
     * The byte at depth in the entry's text, 0..255, or -1 past its end. A text ends at the end of its name, where
     * the key's separator or its end is.
     */
    public int byteAt(int entry, int depth) {
        int row = starts.get(entry) >>> 1;
        int index = keys.start(row) + offsets.get(entry) + depth;
        if (index >= keys.end(row)) {
            return -1;
        }
        byte value = keys.bytes().get(index);
        return value == SearchKey.SEPARATOR ? -1 : value & 0xFF;
    }

    /** The arrays, and the trie's top levels once a typo-tolerant search has built them. */
    long sizeInBytes() {
        TrieTop top = trieTop;
        return starts.sizeInBytes() + offsets.sizeInBytes() + (top == null ? 0 : top.sizeInBytes())
                + prefixTops.values().stream().mapToLong(PrefixTop::sizeInBytes).sum();
    }

    void writeTo(SnapshotWriter snapshot) {
        snapshot.write(starts);
        snapshot.write(offsets);
    }

    static RelevanceIndex readFrom(SnapshotReader snapshot, TextColumn keys, int size, boolean alternates) {
        IntColumn starts = snapshot.readIntColumn();
        ShortColumn offsets = snapshot.readShortColumn();
        if (starts.length() != offsets.length() || anyRowFrom(starts, size)) {
            throw new SnapshotDamagedException("the relevance index does not match the index's " + size + " rows");
        }
        return new RelevanceIndex(keys, starts, offsets, alternates);
    }

    /** Whether any entry names a row at or past size: a damaged file. */
    private static boolean anyRowFrom(IntColumn starts, int size) {
        for (int i = 0; i < starts.length(); i++) {
            if (starts.get(i) >>> 1 >= size) {
                return true;
            }
        }
        return false;
    }

    /**
     * The first word start whose text is not below the needle, or, with {@code pastPrefix}, the first whose text
     * neither is below it nor starts with it: between the two lie the word starts whose text starts with it.
     */
    private int firstStart(byte[] needle, boolean pastPrefix) {
        int low = 0;
        int high = starts.length();
        while (low < high) {
            int middle = (low + high) >>> 1;
            int row = starts.get(middle) >>> 1;
            int from = keys.start(row) + offsets.get(middle);
            int to = textEnd(row, offsets.get(middle));
            int order = keys.bytes().compare(from, pastPrefix ? Math.min(to, from + needle.length) : to, needle);
            if (order < 0 || (pastPrefix && order == 0)) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /**
     * The first entry in (entry, to) whose text differs from the entry's. Texts are sorted: steps that double find a
     * bound, halving finds the end, so a run of one costs one comparison and a run of millions a few dozen.
     */
    public int endOfRun(int entry, int to) {
        int lastSame = 0;
        int probe = 1;
        while (entry + probe < to && sameText(entry, entry + probe)) {
            lastSame = probe;
            probe *= 2;
        }
        // Entries up to entry + lastSame have the text; from entry + probe on (or from to) they do not.
        int low = entry + lastSame + 1;
        int high = Math.min(entry + probe, to);
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (sameText(entry, middle)) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    private boolean sameText(int entry, int other) {
        int row = starts.get(entry) >>> 1;
        int otherRow = starts.get(other) >>> 1;
        return keys.bytes().matches(keys.start(row) + offsets.get(entry), textEnd(row, offsets.get(entry)),
                keys.start(otherRow) + offsets.get(other), textEnd(otherRow, offsets.get(other)));
    }

    private int textLength(int entry) {
        int row = starts.get(entry) >>> 1;
        return textEnd(row, offsets.get(entry)) - keys.start(row) - offsets.get(entry);
    }

    private int textEnd(int row, int offset) {
        return textEnd(keys, row, offset);
    }

    /** The end, in the key bytes, of the name a word start of the row lies in: the next separator or the key's end. */
    private static int textEnd(TextColumn keys, int row, int offset) {
        ByteColumn bytes = keys.bytes();
        int end = keys.end(row);
        for (int i = keys.start(row) + offset; i < end; i++) {
            if (bytes.get(i) == SearchKey.SEPARATOR) {
                return i;
            }
        }
        return end;
    }

    /** Whether the first count rows hold the row: the short lists of rows taken so far. */
    public static boolean contains(int[] rows, int count, int row) {
        for (int i = 0; i < count; i++) {
            if (rows[i] == row) {
                return true;
            }
        }
        return false;
    }
}
