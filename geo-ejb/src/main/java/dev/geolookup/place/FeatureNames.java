package dev.geolookup.place;

import dev.geolookup.api.text.TextFolding;
import dev.geolookup.readmodel.SnapshotReader;
import dev.geolookup.readmodel.SnapshotWriter;
import dev.geolookup.readmodel.TextColumn;

import java.util.Arrays;
import java.util.List;

/**
 * Every name of the ranked features, as written and as searched: the name, the ASCII name, the alternate names
 * that are names ({@link AlternateNames}) and the {@link SearchKey} they fold into. It knows where each name lies in
 * a key, so the word-start indexes and the {@code matchedName} of an answer are read off it.
 */
final class FeatureNames {

    private static final int ASCII_PART = 1;
    private static final int FIRST_ALTERNATE_PART = 2;
    /** The tiers a name can match a query in, best first; {@link #NO_MATCH} past them. */
    static final int EQUAL = 0;
    static final int STARTS_WITH = 1;
    static final int WORD_STARTS_WITH = 2;
    static final int CONTAINS = 3;
    static final int NO_MATCH = 4;

    private final TextColumn names;
    /** Empty where the ASCII name is the name. */
    private final TextColumn asciiNames;
    /** The alternate names that have a part in the key, joined by {@link AlternateNames#SEPARATOR}. */
    private final TextColumn alternateNames;
    private final TextColumn keys;

    FeatureNames(TextColumn names, TextColumn asciiNames, TextColumn alternateNames, TextColumn keys) {
        this.names = names;
        this.asciiNames = asciiNames;
        this.alternateNames = alternateNames;
        this.keys = keys;
    }

    String name(int row) {
        return names.get(row);
    }

    String asciiName(int row) {
        return asciiNames.isEmpty(row) ? names.get(row) : asciiNames.get(row);
    }

    TextColumn keys() {
        return keys;
    }

    /**
     * The word starts of the name and the ASCII name in the row's key, each as its offset shifted left by one, plus
     * one where it opens the name: what {@link RelevanceIndex} indexes.
     */
    int[] ownNameStarts(int row) {
        return wordStarts(row, 0, FIRST_ALTERNATE_PART, Short.MAX_VALUE);
    }

    /** As {@link #ownNameStarts}, for the alternate names. */
    int[] alternateNameStarts(int row) {
        return wordStarts(row, FIRST_ALTERNATE_PART, Integer.MAX_VALUE, Short.MAX_VALUE);
    }

    /**
     * The alternate name, as written, through which the row matches the folded query better than through its own
     * names (by the relevance tiers: equal, starts with, a word starts with, contains); null when its own names
     * match as well, or when no name holds the query (a typo-tolerant match).
     */
    String matchedName(int row, byte[] needle) {
        int[] parts = partStarts(row);
        int ownTier = NO_MATCH;
        for (int part = 0; part < Math.min(FIRST_ALTERNATE_PART, parts.length); part++) {
            ownTier = Math.min(ownTier, tier(row, parts, part, null, needle, WORD_STARTS_WITH));
        }
        if (ownTier == EQUAL || parts.length <= FIRST_ALTERNATE_PART) {
            return null;
        }
        // The first alternate name in the best tier, if better than the own names' tier. Big cities have hundreds,
        // so a first pass compares bytes only (equal, starts with); telling a word start from an inner match needs
        // each name's words, which a second pass reads only when the first found nothing better than that.
        List<String> alternates = alternateNames(row);
        String startsWith = null;
        for (int part = FIRST_ALTERNATE_PART; part < parts.length; part++) {
            int tier = tier(row, parts, part, null, needle, STARTS_WITH);
            if (tier == EQUAL) {
                return alternates.get(part - FIRST_ALTERNATE_PART);
            }
            if (tier == STARTS_WITH && startsWith == null) {
                startsWith = alternates.get(part - FIRST_ALTERNATE_PART);
            }
        }
        if (ownTier <= STARTS_WITH || startsWith != null) {
            return ownTier <= STARTS_WITH ? null : startsWith;
        }
        String matched = null;
        int matchedTier = ownTier;
        for (int part = FIRST_ALTERNATE_PART; part < parts.length && matchedTier > WORD_STARTS_WITH; part++) {
            String written = alternates.get(part - FIRST_ALTERNATE_PART);
            int tier = tier(row, parts, part, written, needle, matchedTier - 1);
            if (tier < matchedTier) {
                matchedTier = tier;
                matched = written;
            }
        }
        return matched;
    }

    /**
     * The best tier in which any name of the row matches the needle; {@link #NO_MATCH} when none holds it. Bytes
     * alone tell equal and starts-with; the names as written, which big cities have hundreds of, are read only
     * when a part holds the needle past its start and none starts with it.
     */
    int bestTier(int row, byte[] needle) {
        return bestTier(row, needle, NO_MATCH);
    }

    /** As {@link #bestTier(int, byte[])}, where a tier worse than {@code worstWanted} may be told as NO_MATCH. */
    int bestTier(int row, byte[] needle, int worstWanted) {
        int[] parts = partStarts(row);
        int best = NO_MATCH;
        for (int part = 0; part < parts.length && best > EQUAL; part++) {
            best = Math.min(best, tier(row, parts, part, null, needle, STARTS_WITH));
        }
        if (best <= STARTS_WITH || worstWanted <= STARTS_WITH) {
            return best;
        }
        byte[] bytes = keys.bytes();
        List<String> alternates = null;
        for (int part = 0; part < parts.length && best > WORD_STARTS_WITH; part++) {
            int from = keys.start(row) + parts[part];
            int to = keys.start(row) + partEnd(row, parts, part);
            if (!containsAfterStart(bytes, from, to, needle)) {
                continue;
            }
            if (part >= FIRST_ALTERNATE_PART && alternates == null) {
                alternates = alternateNames(row);
            }
            String written = part < FIRST_ALTERNATE_PART ? null : alternates.get(part - FIRST_ALTERNATE_PART);
            best = Math.min(best, tier(row, parts, part, written, needle, CONTAINS));
        }
        return best;
    }

    long sizeInBytes() {
        return names.sizeInBytes() + asciiNames.sizeInBytes() + alternateNames.sizeInBytes() + keys.sizeInBytes();
    }

    /** The part of {@link #sizeInBytes} that alternate names take: their text and their parts of the keys. */
    long alternateNamesSizeInBytes(int size) {
        long parts = 0;
        for (int row = 0; row < size; row++) {
            int[] starts = partStarts(row);
            if (starts.length > FIRST_ALTERNATE_PART) {
                parts += keys.end(row) - keys.start(row) - starts[FIRST_ALTERNATE_PART] + 1;
            }
        }
        return alternateNames.sizeInBytes() + parts;
    }

    void writeTo(SnapshotWriter snapshot) {
        names.writeTo(snapshot);
        asciiNames.writeTo(snapshot);
        alternateNames.writeTo(snapshot);
        keys.writeTo(snapshot);
    }

    static FeatureNames readFrom(SnapshotReader snapshot) {
        return new FeatureNames(TextColumn.readFrom(snapshot), TextColumn.readFrom(snapshot),
                TextColumn.readFrom(snapshot), TextColumn.readFrom(snapshot));
    }

    private List<String> alternateNames(int row) {
        return alternateNames.isEmpty(row) ? List.of()
                : List.of(alternateNames.get(row).split(String.valueOf(AlternateNames.SEPARATOR), -1));
    }

    /**
     * Where every word of every name of the row begins, as offsets in its key, the start of each name included:
     * what the grid's word-start grams index ({@link NgramIndex#ofPositions}).
     */
    int[] wordOffsets(int row) {
        int[] all = wordStarts(row, 0, Integer.MAX_VALUE, Integer.MAX_VALUE);
        for (int i = 0; i < all.length; i++) {
            all[i] >>>= 1;
        }
        return all;
    }

    /**
     * The word starts of the parts [fromPart, toPart) of the row's key, encoded as {@link #ownNameStarts} says; of
     * the words that do not open a name, those up to {@code lastOffset}.
     */
    private int[] wordStarts(int row, int fromPart, int toPart, int lastOffset) {
        int[] parts = partStarts(row);
        int last = Math.min(toPart, parts.length);
        if (fromPart >= last) {
            return new int[0];
        }
        List<String> alternates = last > FIRST_ALTERNATE_PART ? alternateNames(row) : List.of();
        int[] starts = new int[16];
        int count = 0;
        for (int part = fromPart; part < last; part++) {
            if (partEnd(row, parts, part) == parts[part]) {
                continue;
            }
            String written = part == 0 ? names.get(row) : part == ASCII_PART ? asciiNames.get(row)
                    : alternates.get(part - FIRST_ALTERNATE_PART);
            int[] words = TextFolding.foldedWordStarts(written);
            if (count + words.length + 1 > starts.length) {
                starts = Arrays.copyOf(starts, Math.max(starts.length * 2, count + words.length + 1));
            }
            starts[count++] = parts[part] << 1 | 1;
            for (int word : words) {
                int offset = parts[part] + word;
                if (word > 0 && offset <= lastOffset) {
                    starts[count++] = offset << 1;
                }
            }
        }
        return Arrays.copyOf(starts, count);
    }

    /**
     * The tier in which the part matches the needle; written is the part's name as written, null to read it. A
     * match worse than {@code worstWanted} may be reported as {@link #NO_MATCH}: it cannot change the answer.
     */
    private int tier(int row, int[] parts, int part, String written, byte[] needle, int worstWanted) {
        byte[] bytes = keys.bytes();
        int from = keys.start(row) + parts[part];
        int to = keys.start(row) + partEnd(row, parts, part);
        if (to - from < needle.length) {
            return NO_MATCH;
        }
        if (Arrays.equals(bytes, from, from + needle.length, needle, 0, needle.length)) {
            return to - from == needle.length ? EQUAL : STARTS_WITH;
        }
        if (worstWanted < WORD_STARTS_WITH || !containsAfterStart(bytes, from, to, needle)) {
            return NO_MATCH;
        }
        String name = written != null ? written : part == 0 ? names.get(row) : asciiNames.get(row);
        for (int word : TextFolding.foldedWordStarts(name)) {
            if (word > 0 && from + word + needle.length <= to
                    && Arrays.equals(bytes, from + word, from + word + needle.length, needle, 0, needle.length)) {
                return WORD_STARTS_WITH;
            }
        }
        return CONTAINS;
    }

    private static boolean containsAfterStart(byte[] bytes, int from, int to, byte[] needle) {
        for (int i = from + 1; i + needle.length <= to; i++) {
            if (Arrays.equals(bytes, i, i + needle.length, needle, 0, needle.length)) {
                return true;
            }
        }
        return false;
    }

    /** Where each part of the row's key begins, as offsets from the key's start. */
    private int[] partStarts(int row) {
        byte[] bytes = keys.bytes();
        int start = keys.start(row);
        int end = keys.end(row);
        int count = 1;
        for (int i = start; i < end; i++) {
            if (bytes[i] == SearchKey.SEPARATOR) {
                count++;
            }
        }
        int[] parts = new int[count];
        int part = 1;
        for (int i = start; i < end; i++) {
            if (bytes[i] == SearchKey.SEPARATOR) {
                parts[part++] = i + 1 - start;
            }
        }
        return parts;
    }

    private int partEnd(int row, int[] parts, int part) {
        return part + 1 < parts.length ? parts[part + 1] - 1 : keys.end(row) - keys.start(row);
    }
}
