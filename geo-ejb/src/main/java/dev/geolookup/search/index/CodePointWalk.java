package dev.geolookup.search.index;

/**
 * Binary searches over a range of the {@link RelevanceIndex}'s sorted word starts by the code point at a depth:
 * how the typo-tolerant search and the kept top of the trie ({@link TrieTop}) step from a node to its children.
 */
public final class CodePointWalk {

    private CodePointWalk() {
    }

    /** The first entry in [from, to) whose text goes on past byteDepth; the ones ending there come first. */
    public static int firstNotEndingAt(RelevanceIndex index, int from, int to, int byteDepth) {
        int low = from;
        int high = to;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (index.byteAt(middle, byteDepth) < 0) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /**
     * The first entry in [from, to) whose bytes from byteDepth are not below the encoded code point, or, with
     * {@code past}, neither below nor starting with it; a text ending before byteDepth + its length is below it.
     */
    public static int firstAtLeast(RelevanceIndex index, int from, int to, int byteDepth, byte[] encoded,
                                   boolean past) {
        int low = from;
        int high = to;
        while (low < high) {
            int middle = (low + high) >>> 1;
            int order = compareAt(index, middle, byteDepth, encoded);
            if (order < 0 || (past && order == 0)) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    public static int compareAt(RelevanceIndex index, int entry, int byteDepth, byte[] encoded) {
        for (int i = 0; i < encoded.length; i++) {
            int difference = index.byteAt(entry, byteDepth + i) - (encoded[i] & 0xFF);
            if (difference != 0) {
                return difference;
            }
        }
        return 0;
    }

    /** The first entry in (entry, to) whose code point at byteDepth differs from the entry's. */
    public static int endOfCodePoint(RelevanceIndex index, int entry, int to, int byteDepth, int length) {
        int low = entry + 1;
        int high = to;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (sameBytes(index, entry, middle, byteDepth, length)) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    private static boolean sameBytes(RelevanceIndex index, int entry, int other, int byteDepth, int length) {
        for (int i = 0; i < length; i++) {
            if (index.byteAt(entry, byteDepth + i) != index.byteAt(other, byteDepth + i)) {
                return false;
            }
        }
        return true;
    }

    public static int codePointAt(RelevanceIndex index, int entry, int byteDepth, int length) {
        int lead = index.byteAt(entry, byteDepth);
        if (length == 1) {
            return lead;
        }
        int codePoint = lead & (0xFF >> (length + 1));
        for (int i = 1; i < length; i++) {
            codePoint = codePoint << 6 | (index.byteAt(entry, byteDepth + i) & 0x3F);
        }
        return codePoint;
    }

    /** The bytes of the UTF-8 sequence a lead byte opens; a stray continuation byte counts as one. */
    public static int utf8Length(int lead) {
        if (lead >= 0xF0) {
            return 4;
        }
        if (lead >= 0xE0) {
            return 3;
        }
        return lead >= 0xC0 ? 2 : 1;
    }
}
