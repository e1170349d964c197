package dev.geolookup.search.score;

import dev.geolookup.api.text.TextFolding;
import dev.geolookup.readmodel.SnapshotDamagedException;
import dev.geolookup.readmodel.SnapshotReader;
import dev.geolookup.readmodel.SnapshotWriter;
import dev.geolookup.readmodel.SortedLongs;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Every name of the names dataset as search weighs it: by feature (geonameId ascending), the hash of its folded text,
 * its language and its alternateNamesV2 flags. A name of a feature is found by its folded bytes; two texts sharing a
 * 64-bit hash within one feature's few hundred names are not a concern worth the bytes of the texts.
 */
public final class NameClasses {

    private static final byte PREFERRED = 1;
    private static final byte SHORT = 2;
    private static final byte COLLOQUIAL = 4;
    private static final byte HISTORIC = 8;

    private final long[] features;
    private final long[] hashes;
    private final short[] languages;
    private final byte[] flags;

    private NameClasses(long[] features, long[] hashes, short[] languages, byte[] flags) {
        this.features = features;
        this.hashes = hashes;
        this.languages = languages;
        this.flags = flags;
    }

    /** Collects the names of rows ordered by geonameId. */
    public static final class Builder {
        private long[] features = new long[1024];
        private long[] hashes = new long[1024];
        private short[] languages = new short[1024];
        private byte[] flags = new byte[1024];
        private int size;

        /** A name of a feature, of a language numbered by the caller, with its alternateNamesV2 flags. */
        public void add(long geonameId, String name, int language, boolean preferred, boolean shortName,
                        boolean colloquial, boolean historic) {
            String folded = TextFolding.fold(name);
            if (folded.isEmpty()) {
                return;
            }
            if (size == features.length) {
                features = Arrays.copyOf(features, size * 2);
                hashes = Arrays.copyOf(hashes, size * 2);
                languages = Arrays.copyOf(languages, size * 2);
                flags = Arrays.copyOf(flags, size * 2);
            }
            byte[] bytes = folded.getBytes(StandardCharsets.UTF_8);
            features[size] = geonameId;
            hashes[size] = hash(bytes, 0, bytes.length);
            languages[size] = (short) language;
            flags[size] = (byte) ((preferred ? PREFERRED : 0) | (shortName ? SHORT : 0)
                    | (colloquial ? COLLOQUIAL : 0) | (historic ? HISTORIC : 0));
            size++;
        }

        public NameClasses build() {
            return new NameClasses(Arrays.copyOf(features, size), Arrays.copyOf(hashes, size),
                    Arrays.copyOf(languages, size), Arrays.copyOf(flags, size));
        }
    }

    /**
     * The class of a feature's name for a reader of the given languages (numbers of the names dataset's language
     * dictionary; none for no language): the reader's language first, else the best the dataset gives the text in
     * any language (preferred or short, then plain, then historic or colloquial), else an untagged alternate name.
     */
    public NameClass classOf(long geonameId, byte[] key, int from, int to, int[] readerLanguages) {
        int entry = SortedLongs.firstAtLeast(features, geonameId);
        if (entry >= features.length || features[entry] != geonameId) {
            return NameClass.ALTERNATE;
        }
        long hash = hash(key, from, to);
        NameClass best = null;
        for (; entry < features.length && features[entry] == geonameId; entry++) {
            if (hashes[entry] != hash) {
                continue;
            }
            for (int language : readerLanguages) {
                if (languages[entry] == language) {
                    return NameClass.READER_LANGUAGE;
                }
            }
            NameClass named = (flags[entry] & (PREFERRED | SHORT)) != 0 ? NameClass.PREFERRED
                    : (flags[entry] & (COLLOQUIAL | HISTORIC)) != 0 ? NameClass.HISTORIC : NameClass.LANGUAGE;
            if (best == null || SearchScore.weight(named) > SearchScore.weight(best)) {
                best = named;
            }
        }
        return best == null ? NameClass.ALTERNATE : best;
    }

    public long sizeInBytes() {
        return 19L * features.length;
    }

    public void writeTo(SnapshotWriter snapshot) {
        snapshot.writeLongs(features);
        snapshot.writeLongs(hashes);
        snapshot.writeShorts(languages);
        snapshot.writeBytes(flags);
    }

    public static NameClasses readFrom(SnapshotReader snapshot) {
        long[] features = snapshot.readLongs();
        long[] hashes = snapshot.readLongs();
        short[] languages = snapshot.readShorts();
        byte[] flags = snapshot.readBytes();
        if (hashes.length != features.length || languages.length != features.length
                || flags.length != features.length) {
            throw new SnapshotDamagedException("the name classes' columns are not all " + features.length + " long");
        }
        return new NameClasses(features, hashes, languages, flags);
    }

    /** FNV-1a over 64 bits. */
    private static long hash(byte[] bytes, int from, int to) {
        long hash = 0xcbf29ce484222325L;
        for (int i = from; i < to; i++) {
            hash ^= bytes[i] & 0xFF;
            hash *= 0x100000001b3L;
        }
        return hash;
    }
}
