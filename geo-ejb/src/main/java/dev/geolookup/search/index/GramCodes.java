package dev.geolookup.search.index;

import dev.geolookup.search.score.SearchKey;

/**
 * The codes of the n-gram index's grams: a gram's length above its bytes, so that no gram is 0 and grams of other
 * lengths differ; the start of a name and the start of a word have lengths of their own.
 */
final class GramCodes {

    private GramCodes() {
    }

    /**
     * The gram of a part's first bytes (1 or 2): the separator that parts come after, then those bytes. Folded text
     * holds no separator, so no other gram is equal to it.
     */
    static int partStartGram(byte[] text, int from, int length) {
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
    static int wordStartGram(byte[] text, int from, int length) {
        int gram = length + 4;
        for (int i = 0; i < length; i++) {
            gram = (gram << 8) | (text[from + i] & 0xFF);
        }
        return gram;
    }

    static int encode(byte[] text, int from, int length) {
        int gram = length;
        for (int i = 0; i < length; i++) {
            gram = (gram << 8) | (text[from + i] & 0xFF);
        }
        return gram;
    }

    /** Grams never span the separator between two names of a key. */
    static boolean spansSeparator(byte[] text, int from, int length) {
        for (int i = 0; i < length; i++) {
            if (text[from + i] == SearchKey.SEPARATOR) {
                return true;
            }
        }
        return false;
    }

    /** The bytes a gap takes packed. */
    static int packedLength(int gap) {
        int bytes = 1;
        while (gap >= 0x80) {
            gap >>>= 7;
            bytes++;
        }
        return bytes;
    }
}
