package dev.geolookup.place;

import dev.geolookup.readmodel.StringDictionary;
import dev.geolookup.readmodel.TextColumn;
import dev.geolookup.search.score.AlternateNames;
import dev.geolookup.search.index.SearchIndex;
import dev.geolookup.search.score.SearchKey;
import dev.geolookup.spatial.NearestNeighbourIndex;

import java.util.Arrays;
import java.util.concurrent.CompletableFuture;

/**
 * Packs features into the columns of a {@link GazetteerView}, in rank order (population descending, then geonameId):
 * every index lists rows in ascending order, so the first hits of any walk are the most populous. Ranking here
 * rather than in the database saves MariaDB a sort of millions of rows on every load.
 */
public final class GazetteerViewBuilder {

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
    private int[] admin2Codes = new int[1024];
    private short[] timezones = new short[1024];
    private TextColumn.Builder names = new TextColumn.Builder();
    private TextColumn.Builder asciiNames = new TextColumn.Builder();
    private TextColumn.Builder searchKeys = new TextColumn.Builder();
    private TextColumn.Builder alternateNames = new TextColumn.Builder();
    private final StringDictionary.Builder featureCodeValues = new StringDictionary.Builder();
    private final StringDictionary.Builder countryCodeValues = new StringDictionary.Builder();
    private final StringDictionary.Builder admin1CodeValues = new StringDictionary.Builder();
    private final StringDictionary.Builder admin2CodeValues = new StringDictionary.Builder();
    private final StringDictionary.Builder timezoneValues = new StringDictionary.Builder();
    /** Whether the rows came in ascending geonameId order, as a primary-key scan of the table gives them. */
    private boolean inIdOrder = true;

    public GazetteerViewBuilder(long version) {
        this.version = version;
    }

    /** Adds a feature; any order will do, {@link #build} ranks them. */
    public void add(FeatureRow row) {
        if (size > 0 && row.geonameId() <= geonameIds[size - 1]) {
            inIdOrder = false;
        }
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
        admin2Codes[size] = admin2CodeValues.numberOf(row.admin2Code());
        timezones[size] = dictionaryNumber(timezoneValues, row.timezone());
        String name = row.name();
        String asciiName = row.asciiName() == null ? "" : row.asciiName();
        names.add(name);
        // Most ASCII names equal the name; an empty entry means "the same" and saves the bytes.
        asciiNames.add(asciiName.equals(name) ? "" : asciiName);
        SearchKey key = SearchKey.of(name, asciiName, AlternateNames.names(row.alternateNames()));
        searchKeys.add(key.bytes());
        alternateNames.add(String.join(String.valueOf(AlternateNames.SEPARATOR), key.alternateNames()));
        size++;
    }

    /**
     * Ranks and indexes what was added. Each column is let go as soon as its ranked copy exists, which keeps the
     * peak near one copy of the data plus the indexes; the builder cannot be used afterwards.
     */
    public GazetteerView build() {
        int[] order = RankOrder.of(geonameIds, populations, size, inIdOrder);
        double[] rankedLatitudes = RankOrder.permute(latitudes, order);
        double[] rankedLongitudes = RankOrder.permute(longitudes, order);
        latitudes = null;
        longitudes = null;
        // The spatial index and the names' search index take the longest and share nothing: build them side by side.
        int count = size;
        CompletableFuture<NearestNeighbourIndex> nearest = CompletableFuture.supplyAsync(
                () -> new NearestNeighbourIndex(rankedLatitudes, rankedLongitudes, count, row -> true));
        TextColumn keys = searchKeys.build().permuted(order);
        searchKeys = null;
        int[] rankedIds = RankOrder.permute(geonameIds, order);
        geonameIds = null;
        long[] rankedPopulations = RankOrder.permute(populations, order);
        populations = null;
        byte[] rankedClasses = RankOrder.permute(featureClasses, order);
        featureClasses = null;
        short[] rankedFeatureCodes = RankOrder.permute(featureCodes, order);
        featureCodes = null;
        short[] rankedCountryCodes = RankOrder.permute(countryCodes, order);
        countryCodes = null;
        int[] rankedAdmin1Codes = RankOrder.permute(admin1Codes, order);
        admin1Codes = null;
        int[] rankedAdmin2Codes = RankOrder.permute(admin2Codes, order);
        admin2Codes = null;
        short[] rankedTimezones = RankOrder.permute(timezones, order);
        timezones = null;
        TextColumn rankedNames = names.build().permuted(order);
        names = null;
        TextColumn rankedAsciiNames = asciiNames.build().permuted(order);
        asciiNames = null;
        TextColumn rankedAlternateNames = alternateNames.build().permuted(order);
        alternateNames = null;
        FeatureColumns columns = new FeatureColumns(size, rankedIds, rankedLatitudes, rankedLongitudes,
                rankedPopulations, rankedClasses, rankedFeatureCodes, rankedCountryCodes, rankedAdmin1Codes,
                rankedAdmin2Codes, rankedTimezones);
        CodeDictionaries dictionaries = new CodeDictionaries(featureCodeValues.build(), countryCodeValues.build(),
                admin1CodeValues.build(), admin2CodeValues.build(), timezoneValues.build());
        return new GazetteerView(version, columns, dictionaries, nearest.join(),
                features -> SearchIndex.of(features, rankedNames, rankedAsciiNames, rankedAlternateNames, keys));
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
        admin2Codes = Arrays.copyOf(admin2Codes, capacity);
        timezones = Arrays.copyOf(timezones, capacity);
    }
}
