package dev.geolookup.place;

import dev.geolookup.readmodel.StringDictionary;
import dev.geolookup.readmodel.TextColumn;

import dev.geolookup.api.text.TextFolding;
import dev.geolookup.distance.NearestNeighbourIndex;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;

/**
 * Packs features, given most populous first, into the columns of a {@link Gazetteer}. The order of the rows is
 * their rank: every index lists rows in ascending order, so the first hits of any walk are the most populous.
 */
public final class GazetteerBuilder {

    static final byte KEY_SEPARATOR = 0;
    /** A one- or two-byte gram in more than this share of the keys is found by walking rows, not indexed. */
    private static final int SHORT_GRAM_SHARE = 1000;

    private final long version;
    private int size;
    private int[] geonameIds = new int[1024];
    private double[] latitudes = new double[1024];
    private double[] longitudes = new double[1024];
    private long[] populations = new long[1024];
    private byte[] featureClasses = new byte[1024];
    private short[] featureCodes = new short[1024];
    private short[] countryCodes = new short[1024];
    private int[] admin1Codes = new int[1024];
    private short[] timezones = new short[1024];
    private final TextColumn.Builder names = new TextColumn.Builder();
    private final TextColumn.Builder asciiNames = new TextColumn.Builder();
    private final TextColumn.Builder searchKeys = new TextColumn.Builder();
    private final StringDictionary.Builder featureCodeValues = new StringDictionary.Builder();
    private final StringDictionary.Builder countryCodeValues = new StringDictionary.Builder();
    private final StringDictionary.Builder admin1CodeValues = new StringDictionary.Builder();
    private final StringDictionary.Builder timezoneValues = new StringDictionary.Builder();
    private long previousPopulation = Long.MAX_VALUE;
    private long previousId;

    public GazetteerBuilder(long version) {
        this.version = version;
    }

    public void add(FeatureRow row) {
        if (row.population() > previousPopulation
                || (row.population() == previousPopulation && row.geonameId() <= previousId)) {
            throw new IllegalArgumentException("features must come by population descending, then geonameId");
        }
        previousPopulation = row.population();
        previousId = row.geonameId();
        ensureCapacity();
        geonameIds[size] = Math.toIntExact(row.geonameId());
        latitudes[size] = row.latitude();
        longitudes[size] = row.longitude();
        populations[size] = row.population();
        featureClasses[size] = row.featureClass() == null || row.featureClass().isEmpty()
                ? 0 : (byte) row.featureClass().charAt(0);
        featureCodes[size] = dictionaryNumber(featureCodeValues, row.featureCode());
        countryCodes[size] = dictionaryNumber(countryCodeValues, row.countryCode());
        admin1Codes[size] = admin1CodeValues.numberOf(row.admin1Code());
        timezones[size] = dictionaryNumber(timezoneValues, row.timezone());
        String name = row.name();
        String asciiName = row.asciiName() == null ? "" : row.asciiName();
        names.add(name);
        // Most ASCII names equal the name; an empty entry means "the same" and saves the bytes.
        asciiNames.add(asciiName.equals(name) ? "" : asciiName);
        searchKeys.add(searchKey(name, asciiName));
        size++;
    }

    public Gazetteer build() {
        double[] packedLatitudes = Arrays.copyOf(latitudes, size);
        double[] packedLongitudes = Arrays.copyOf(longitudes, size);
        // The spatial index and the n-gram index take the longest and share nothing: build them side by side.
        CompletableFuture<NearestNeighbourIndex> nearest = CompletableFuture.supplyAsync(
                () -> new NearestNeighbourIndex(packedLatitudes, packedLongitudes, size, row -> true));
        TextColumn keys = searchKeys.build();
        int shortGramLimit = Math.max(64, size / SHORT_GRAM_SHARE);
        NgramIndex ngrams = NgramIndex.of(keys, size, shortGramLimit);
        return new Gazetteer(version, size,
                Arrays.copyOf(geonameIds, size), packedLatitudes, packedLongitudes,
                Arrays.copyOf(populations, size), Arrays.copyOf(featureClasses, size),
                Arrays.copyOf(featureCodes, size), Arrays.copyOf(countryCodes, size),
                Arrays.copyOf(admin1Codes, size), Arrays.copyOf(timezones, size),
                names.build(), asciiNames.build(), keys, ngrams,
                featureCodeValues.build(), countryCodeValues.build(), admin1CodeValues.build(),
                timezoneValues.build(), nearest.join());
    }

    /** The folded name, and the folded ASCII name after a separator when it folds differently. */
    static byte[] searchKey(String name, String asciiName) {
        String foldedName = TextFolding.fold(name);
        String foldedAscii = TextFolding.fold(asciiName);
        String key = foldedAscii.isEmpty() || foldedAscii.equals(foldedName)
                ? foldedName
                : foldedName + (char) KEY_SEPARATOR + foldedAscii;
        return key.getBytes(StandardCharsets.UTF_8);
    }

    private static short dictionaryNumber(StringDictionary.Builder dictionary, String value) {
        int number = dictionary.numberOf(value);
        if (number > Short.MAX_VALUE) {
            throw new IllegalStateException("more distinct values than a short column holds: " + value);
        }
        return (short) number;
    }

    private void ensureCapacity() {
        if (size < geonameIds.length) {
            return;
        }
        int capacity = geonameIds.length * 2;
        geonameIds = Arrays.copyOf(geonameIds, capacity);
        latitudes = Arrays.copyOf(latitudes, capacity);
        longitudes = Arrays.copyOf(longitudes, capacity);
        populations = Arrays.copyOf(populations, capacity);
        featureClasses = Arrays.copyOf(featureClasses, capacity);
        featureCodes = Arrays.copyOf(featureCodes, capacity);
        countryCodes = Arrays.copyOf(countryCodes, capacity);
        admin1Codes = Arrays.copyOf(admin1Codes, capacity);
        timezones = Arrays.copyOf(timezones, capacity);
    }
}
