package dev.geolookup.search.score;

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
public final class FeatureNames {

    private static final int ASCII_PART = 1;
    static final int FIRST_ALTERNATE_PART = 2;

    private final TextColumn names;
    /** Empty where the ASCII name is the name. */
    private final TextColumn asciiNames;
    /** The alternate names that have a part in the key, joined by {@link AlternateNames#SEPARATOR}. */
    private final TextColumn alternateNames;
    private final TextColumn keys;

    public FeatureNames(TextColumn names, TextColumn asciiNames, TextColumn alternateNames, TextColumn keys) {
        this.names = names;
        this.asciiNames = asciiNames;
        this.alternateNames = alternateNames;
        this.keys = keys;
    }

    public String name(int row) {
        return names.get(row);
    }

    public String asciiName(int row) {
        return asciiNames.isEmpty(row) ? names.get(row) : asciiNames.get(row);
    }

    public TextColumn keys() {
        return keys;
    }

    /**
     * The word starts of the name and the ASCII name in the row's key, each as its offset shifted left by one, plus
     * one where it opens the name: what {@link dev.geolookup.search.index.RelevanceIndex} indexes.
     */
    public int[] ownNameStarts(int row) {
        return wordStarts(row, 0, FIRST_ALTERNATE_PART, Short.MAX_VALUE);
    }

    /** As {@link #ownNameStarts}, for the alternate names. */
    public int[] alternateNameStarts(int row) {
        return wordStarts(row, FIRST_ALTERNATE_PART, Integer.MAX_VALUE, Short.MAX_VALUE);
    }

    /**
     * The name of the row that earns the most text score for the folded query ({@link SearchScore}); among equals,
     * the own names first, then the alternate names in their order. Bytes alone tell equal and starts-with; the
     * names as written, which big cities have hundreds of, are read for word starts only where such a match could
     * still win, and the names dataset is asked for the class of an alternate name only where that could.
     */
    public NameMatch bestMatch(int row, long geonameId, byte[] needle, NameClassifier classifier) {
        byte[] key = keys.row(row);
        int[] parts = partStarts(key);
        NameMatch best = NameMatch.NONE;
        for (int part = 0; part < Math.min(FIRST_ALTERNATE_PART, parts.length); part++) {
            MatchKind kind = kindOf(row, key, parts, part, null, needle, MatchKind.CONTAINS);
            if (kind != null && SearchScore.text(NameClass.OWN, kind) > best.text()) {
                best = new NameMatch(part, kind, NameClass.OWN, SearchScore.text(NameClass.OWN, kind));
            }
        }
        if (parts.length <= FIRST_ALTERNATE_PART || best.kind() == MatchKind.EQUAL) {
            return best;
        }
        List<String> alternates = null;
        for (MatchKind wanted : new MatchKind[] {MatchKind.STARTS_WITH, MatchKind.CONTAINS}) {
            NameClass bestClass = classifier.bestClass();
            if (SearchScore.text(bestClass, wanted == MatchKind.STARTS_WITH ? MatchKind.EQUAL
                    : MatchKind.WORD_STARTS_WITH) <= best.text()) {
                break;
            }
            for (int part = FIRST_ALTERNATE_PART; part < parts.length; part++) {
                int from = parts[part];
                int to = partEnd(key, parts, part);
                String written = null;
                if (wanted == MatchKind.CONTAINS) {
                    if (!containsAfterStart(key, from, to, needle) || startsWith(key, from, to, needle)) {
                        continue; // a start was weighed in the first pass
                    }
                    alternates = alternates == null ? alternateNames(row) : alternates;
                    written = alternates.get(part - FIRST_ALTERNATE_PART);
                }
                MatchKind kind = kindOf(row, key, parts, part, written, needle, wanted);
                if (kind == null || SearchScore.text(bestClass, kind) <= best.text()) {
                    continue;
                }
                NameClass nameClass = classifier.classOf(geonameId, key, from, to);
                double text = SearchScore.text(nameClass, kind);
                if (text > best.text()) {
                    best = new NameMatch(part, kind, nameClass, text);
                }
            }
        }
        return best;
    }

    /** The alternate name of the part, as written. */
    public String alternateName(int row, int part) {
        return alternateNames(row).get(part - FIRST_ALTERNATE_PART);
    }

    public long sizeInBytes() {
        return names.sizeInBytes() + asciiNames.sizeInBytes() + alternateNames.sizeInBytes() + keys.sizeInBytes();
    }

    /** The part of {@link #sizeInBytes} that alternate names take: their text and their parts of the keys. */
    public long alternateNamesSizeInBytes(int size) {
        long parts = 0;
        for (int row = 0; row < size; row++) {
            byte[] key = keys.row(row);
            int[] starts = partStarts(key);
            if (starts.length > FIRST_ALTERNATE_PART) {
                parts += key.length - starts[FIRST_ALTERNATE_PART] + 1;
            }
        }
        return alternateNames.sizeInBytes() + parts;
    }

    public void writeTo(SnapshotWriter snapshot) {
        names.writeTo(snapshot);
        asciiNames.writeTo(snapshot);
        alternateNames.writeTo(snapshot);
        keys.writeTo(snapshot);
    }

    public static FeatureNames readFrom(SnapshotReader snapshot) {
        return new FeatureNames(TextColumn.readFrom(snapshot), TextColumn.readFrom(snapshot),
                TextColumn.readFrom(snapshot), TextColumn.readFrom(snapshot));
    }

    private List<String> alternateNames(int row) {
        return alternateNames.isEmpty(row) ? List.of()
                : List.of(alternateNames.get(row).split(String.valueOf(AlternateNames.SEPARATOR), -1));
    }

    /**
     * Where every word of every name of the row begins, as offsets in its key, the start of each name included:
     * what the grid's word-start grams index ({@link dev.geolookup.search.index.NgramIndex#ofPositions}).
     */
    public int[] wordOffsets(int row) {
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
        byte[] key = keys.row(row);
        int[] parts = partStarts(key);
        int last = Math.min(toPart, parts.length);
        if (fromPart >= last) {
            return new int[0];
        }
        List<String> alternates = last > FIRST_ALTERNATE_PART ? alternateNames(row) : List.of();
        int[] starts = new int[16];
        int count = 0;
        for (int part = fromPart; part < last; part++) {
            if (partEnd(key, parts, part) == parts[part]) {
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
     * How the part matches the needle, null for not at all; written is the part's name as written, null to read it.
     * A match worse than {@code worstWanted} may be reported as none.
     */
    private MatchKind kindOf(int row, byte[] bytes, int[] parts, int part, String written, byte[] needle,
                             MatchKind worstWanted) {
        int from = parts[part];
        int to = partEnd(bytes, parts, part);
        if (to - from < needle.length) {
            return null;
        }
        if (startsWith(bytes, from, to, needle)) {
            return to - from == needle.length ? MatchKind.EQUAL : MatchKind.STARTS_WITH;
        }
        if (worstWanted.compareTo(MatchKind.WORD_STARTS_WITH) < 0 || !containsAfterStart(bytes, from, to, needle)) {
            return null;
        }
        String name = written != null ? written : part == 0 ? names.get(row) : asciiNames.get(row);
        for (int word : TextFolding.foldedWordStarts(name)) {
            if (word > 0 && from + word + needle.length <= to
                    && Arrays.equals(bytes, from + word, from + word + needle.length, needle, 0, needle.length)) {
                return MatchKind.WORD_STARTS_WITH;
            }
        }
        return MatchKind.CONTAINS;
    }

    private static boolean startsWith(byte[] bytes, int from, int to, byte[] needle) {
        return to - from >= needle.length && Arrays.equals(bytes, from, from + needle.length, needle, 0, needle.length);
    }

    private static boolean containsAfterStart(byte[] bytes, int from, int to, byte[] needle) {
        for (int i = from + 1; i + needle.length <= to; i++) {
            if (Arrays.equals(bytes, i, i + needle.length, needle, 0, needle.length)) {
                return true;
            }
        }
        return false;
    }

    /** Where each part of a key begins. */
    private static int[] partStarts(byte[] key) {
        int count = 1;
        for (byte value : key) {
            if (value == SearchKey.SEPARATOR) {
                count++;
            }
        }
        int[] parts = new int[count];
        int part = 1;
        for (int i = 0; i < key.length; i++) {
            if (key[i] == SearchKey.SEPARATOR) {
                parts[part++] = i + 1;
            }
        }
        return parts;
    }

    private static int partEnd(byte[] key, int[] parts, int part) {
        return part + 1 < parts.length ? parts[part + 1] - 1 : key.length;
    }
}
