package dev.geolookup.place;

import dev.geolookup.api.text.Language;
import dev.geolookup.readmodel.SnapshotDamagedException;
import dev.geolookup.readmodel.SnapshotReader;
import dev.geolookup.readmodel.SnapshotWriter;
import dev.geolookup.readmodel.SortedLongs;
import dev.geolookup.readmodel.StringDictionary;
import dev.geolookup.readmodel.TextColumn;
import dev.geolookup.search.score.NameClass;
import dev.geolookup.search.score.NameClasses;
import dev.geolookup.search.score.NameClassifier;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

/**
 * The name of each feature in each language the alternate-names dataset holds, one per feature and language (the
 * first the loading order gives), in columns sorted by geonameId. Language tags are canonical ({@link Language}).
 */
public final class LocalNameView {

    public static final LocalNameView EMPTY = of(0, List.<LocalNameRow>of().iterator());

    private final long version;
    /** The geonameId of each entry, ascending. */
    private final long[] features;
    private final short[] languages;
    private final TextColumn names;
    private final StringDictionary languageValues;
    /** Every name of the dataset, the ones not shown included, for search to weigh. */
    private final NameClasses nameClasses;

    private LocalNameView(long version, long[] features, short[] languages, TextColumn names,
                          StringDictionary languageValues, NameClasses nameClasses) {
        this.version = version;
        this.nameClasses = nameClasses;
        this.features = features;
        this.languages = languages;
        this.names = names;
        this.languageValues = languageValues;
    }

    /**
     * From rows ordered by geonameId, the best name of each feature and language first within them; rows in what is
     * not a language are left out.
     */
    public static LocalNameView of(long version, Iterator<LocalNameRow> rows) {
        long[] features = new long[1024];
        short[] languages = new short[1024];
        TextColumn.Builder names = new TextColumn.Builder();
        StringDictionary.Builder languageValues = new StringDictionary.Builder();
        NameClasses.Builder nameClasses = new NameClasses.Builder();
        int size = 0;
        int featureStart = 0;
        while (rows.hasNext()) {
            LocalNameRow row = rows.next();
            String tag = Language.canonicalTag(row.language());
            if (tag == null) {
                continue;
            }
            if (size > 0 && row.geonameId() < features[size - 1]) {
                throw new IllegalArgumentException("names must come ordered by geonameId");
            }
            if (size == 0 || row.geonameId() != features[size - 1]) {
                featureStart = size;
            }
            int language = languageValues.numberOf(tag);
            if (language > Short.MAX_VALUE) {
                throw new IllegalStateException("more languages than a short column holds: " + tag);
            }
            nameClasses.add(row.geonameId(), row.name(), language, row.preferred(), row.shortName(),
                    row.colloquial(), row.historic());
            if (holds(languages, featureStart, size, language)) {
                continue;
            }
            if (size == features.length) {
                features = Arrays.copyOf(features, size * 2);
                languages = Arrays.copyOf(languages, size * 2);
            }
            features[size] = row.geonameId();
            languages[size] = (short) language;
            names.add(row.name());
            size++;
        }
        return new LocalNameView(version, Arrays.copyOf(features, size), Arrays.copyOf(languages, size),
                names.build(), languageValues.build(), nameClasses.build());
    }

    public long version() {
        return version;
    }

    public int size() {
        return features.length;
    }

    /** The names in a language: under its tag, else under the language alone ("pt-BR", then "pt"). */
    public LocalNames in(Language language) {
        if (language.isNone()) {
            return LocalNames.NONE;
        }
        int[] wanted = language.lookupTags().stream().mapToInt(languageValues::numberOf)
                .filter(number -> number >= 0).toArray();
        if (wanted.length == 0) {
            return LocalNames.NONE;
        }
        return geonameId -> nameOf(geonameId, wanted);
    }

    /** What the dataset says of a feature's alternate names, for a reader of the language (none for any). */
    NameClassifier classifier(Language language) {
        int[] wanted = language.isNone() ? new int[0] : language.lookupTags().stream()
                .mapToInt(languageValues::numberOf).filter(number -> number >= 0).toArray();
        return new NameClassifier() {
            @Override
            public NameClass classOf(long geonameId, byte[] key, int from, int to) {
                return nameClasses.classOf(geonameId, key, from, to, wanted);
            }

            @Override
            public NameClass bestClass() {
                return wanted.length > 0 ? NameClass.READER_LANGUAGE : NameClass.PREFERRED;
            }
        };
    }

    /** Every name of a feature the view holds, one per language; empty where it holds none. */
    public List<String> namesOf(long geonameId) {
        return languageNamesOf(geonameId).stream().map(LanguageName::name).toList();
    }

    /** A feature's name in one language: its tag and the name. */
    public record LanguageName(String language, String name) {
    }

    /** Every name of a feature the view holds with its language, in the order the view holds them. */
    public List<LanguageName> languageNamesOf(long geonameId) {
        List<LanguageName> all = new ArrayList<>();
        for (int entry = SortedLongs.firstAtLeast(features, geonameId);
             entry < features.length && features[entry] == geonameId; entry++) {
            all.add(new LanguageName(languageValues.value(languages[entry]), names.get(entry)));
        }
        return all;
    }

    private String nameOf(long geonameId, int[] wanted) {
        int first = SortedLongs.firstAtLeast(features, geonameId);
        for (int language : wanted) {
            for (int entry = first; entry < features.length && features[entry] == geonameId; entry++) {
                if (languages[entry] == language) {
                    return names.get(entry);
                }
            }
        }
        return null;
    }

    private static boolean holds(short[] languages, int from, int to, int language) {
        for (int entry = from; entry < to; entry++) {
            if (languages[entry] == language) {
                return true;
            }
        }
        return false;
    }

    public void writeTo(SnapshotWriter snapshot) {
        snapshot.writeLong(version);
        snapshot.writeLongs(features);
        snapshot.writeShorts(languages);
        names.writeTo(snapshot);
        languageValues.writeTo(snapshot);
        nameClasses.writeTo(snapshot);
    }

    public static LocalNameView readFrom(SnapshotReader snapshot) {
        long version = snapshot.readLong();
        long[] features = snapshot.readLongs();
        short[] languages = snapshot.readShorts();
        TextColumn names = TextColumn.readFrom(snapshot);
        if (languages.length != features.length) {
            throw new SnapshotDamagedException("the local names' columns are not all " + features.length + " long");
        }
        StringDictionary languageValues = StringDictionary.readFrom(snapshot);
        return new LocalNameView(version, features, languages, names, languageValues, NameClasses.readFrom(snapshot));
    }
}
