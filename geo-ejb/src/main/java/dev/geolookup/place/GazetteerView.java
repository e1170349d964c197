package dev.geolookup.place;

import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.readmodel.SnapshotDamagedException;
import dev.geolookup.readmodel.SnapshotReader;
import dev.geolookup.readmodel.SnapshotWriter;
import dev.geolookup.readmodel.StringDictionary;
import dev.geolookup.readmodel.TextColumn;
import dev.geolookup.spatial.NearestNeighbourIndex;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;
import java.util.stream.IntStream;

/**
 * An immutable, column-packed set of GeoNames features with its search, id and nearest-neighbour indexes. Rows are
 * numbered by rank (population descending, then geonameId), so every walk over an index meets the answer's order.
 */
public final class GazetteerView {

    public static final GazetteerView EMPTY = new GazetteerViewBuilder(0).build();

    /** Filter value meaning "any country" or "any class". */
    public static final int ANY = -1;
    /** Country number of a code no feature has: such a filter matches nothing. */
    public static final int NO_SUCH_COUNTRY = -2;
    /** First-level division number of a code no feature has: such a filter matches nothing. */
    public static final int NO_SUCH_DIVISION = -2;

    private final long version;
    private final int size;
    private final int[] geonameIds;
    private final double[] latitudes;
    private final double[] longitudes;
    private final long[] populations;
    private final byte[] featureClasses;
    private final short[] featureCodes;
    private final short[] countryCodes;
    private final int[] admin1Codes;
    private final int[] admin2Codes;
    private final short[] timezones;
    /** {@link SearchScore#importance} of each row, computed once. */
    private final float[] importances;
    private final FeatureNames names;
    private final TextColumn searchKeys;
    private final NgramIndex ngrams;
    private final RelevanceIndex relevance;
    private final RelevanceIndex alternateRelevance;
    private final StringDictionary featureCodeValues;
    private final StringDictionary countryCodeValues;
    private final StringDictionary admin1CodeValues;
    private final StringDictionary admin2CodeValues;
    private final StringDictionary timezoneValues;
    private final int[] idsSorted;
    private final int[] rowsByIdOrder;
    private final RowGroups rowsByCountry;
    private final RowGroups rowsByClass;
    /** Bit country * admin1 count + admin1 is set where a feature has that country and first-level division. */
    private final BitSet admin1Pairs;
    private final NearestNeighbourIndex nearest;
    private final RankGrid grid;
    /** Every gram of the keys by grid position, so that a search near a point reads, cell by cell, only the rows
     * holding its query. */
    private final NgramIndex gridGrams;

    GazetteerView(long version, FeatureColumns columns, NameIndexes nameIndexes, CodeDictionaries dictionaries,
                  NearestNeighbourIndex nearest) {
        this.version = version;
        this.size = columns.size();
        this.geonameIds = columns.geonameIds();
        this.latitudes = columns.latitudes();
        this.longitudes = columns.longitudes();
        this.populations = columns.populations();
        this.featureClasses = columns.featureClasses();
        this.featureCodes = columns.featureCodes();
        this.countryCodes = columns.countryCodes();
        this.admin1Codes = columns.admin1Codes();
        this.admin2Codes = columns.admin2Codes();
        this.timezones = columns.timezones();
        this.importances = new float[size];
        for (int row = 0; row < size; row++) {
            importances[row] = (float) SearchScore.importance(populations[row],
                    dictionaries.featureCodes().value(featureCodes[row]));
        }
        this.names = nameIndexes.names();
        this.searchKeys = names.keys();
        this.ngrams = nameIndexes.ngrams();
        this.relevance = nameIndexes.relevance();
        this.alternateRelevance = nameIndexes.alternateRelevance();
        this.featureCodeValues = dictionaries.featureCodes();
        this.countryCodeValues = dictionaries.countryCodes();
        this.admin1CodeValues = dictionaries.admin1Codes();
        this.admin2CodeValues = dictionaries.admin2Codes();
        this.timezoneValues = dictionaries.timezones();
        this.rowsByIdOrder = RankOrder.idOrder(geonameIds, size);
        this.idsSorted = idsOf(rowsByIdOrder, geonameIds);
        this.rowsByCountry = RowGroups.of(size, countryCodeValues.size(), row -> countryCodes[row]);
        this.rowsByClass = RowGroups.of(size, 128, row -> featureClasses[row]);
        this.admin1Pairs = new BitSet();
        for (int row = 0; row < size; row++) {
            admin1Pairs.set(countryCodes[row] * admin1CodeValues.size() + admin1Codes[row]);
        }
        this.nearest = nearest;
        this.grid = RankGrid.of(latitudes, longitudes, size);
        this.gridGrams = nameIndexes.gridGrams();
    }

    /** Everything that was built; what the constructor derives (id order, row groups) is derived again on reading. */
    public void writeTo(SnapshotWriter snapshot) {
        snapshot.writeLong(version);
        snapshot.writeInt(size);
        snapshot.writeInts(geonameIds);
        snapshot.writeDoubles(latitudes);
        snapshot.writeDoubles(longitudes);
        snapshot.writeLongs(populations);
        snapshot.writeBytes(featureClasses);
        snapshot.writeShorts(featureCodes);
        snapshot.writeShorts(countryCodes);
        snapshot.writeInts(admin1Codes);
        snapshot.writeInts(admin2Codes);
        snapshot.writeShorts(timezones);
        names.writeTo(snapshot);
        ngrams.writeTo(snapshot);
        gridGrams.writeTo(snapshot);
        relevance.writeTo(snapshot);
        alternateRelevance.writeTo(snapshot);
        featureCodeValues.writeTo(snapshot);
        countryCodeValues.writeTo(snapshot);
        admin1CodeValues.writeTo(snapshot);
        admin2CodeValues.writeTo(snapshot);
        timezoneValues.writeTo(snapshot);
        nearest.writeTo(snapshot);
    }

    public static GazetteerView readFrom(SnapshotReader snapshot) {
        long version = snapshot.readLong();
        int size = snapshot.readInt();
        int[] geonameIds = snapshot.readInts();
        double[] latitudes = snapshot.readDoubles();
        double[] longitudes = snapshot.readDoubles();
        long[] populations = snapshot.readLongs();
        byte[] featureClasses = snapshot.readBytes();
        short[] featureCodes = snapshot.readShorts();
        short[] countryCodes = snapshot.readShorts();
        int[] admin1Codes = snapshot.readInts();
        int[] admin2Codes = snapshot.readInts();
        short[] timezones = snapshot.readShorts();
        FeatureColumns columns = new FeatureColumns(size, geonameIds, latitudes, longitudes, populations,
                featureClasses, featureCodes, countryCodes, admin1Codes, admin2Codes, timezones);
        if (Arrays.stream(columns.lengths()).anyMatch(length -> length != size)) {
            throw new SnapshotDamagedException("the gazetteer's columns are not all " + size + " rows long");
        }
        FeatureNames names = FeatureNames.readFrom(snapshot);
        NgramIndex ngrams = NgramIndex.readFrom(snapshot);
        NgramIndex gridGrams = NgramIndex.readFrom(snapshot);
        RelevanceIndex relevance = RelevanceIndex.readFrom(snapshot, names.keys(), size);
        RelevanceIndex alternateRelevance = RelevanceIndex.readFrom(snapshot, names.keys(), size);
        CodeDictionaries dictionaries = new CodeDictionaries(StringDictionary.readFrom(snapshot),
                StringDictionary.readFrom(snapshot), StringDictionary.readFrom(snapshot),
                StringDictionary.readFrom(snapshot), StringDictionary.readFrom(snapshot));
        return new GazetteerView(version, columns,
                new NameIndexes(names, ngrams, gridGrams, relevance, alternateRelevance), dictionaries,
                NearestNeighbourIndex.readFrom(snapshot, latitudes, longitudes));
    }

    public long version() {
        return version;
    }

    public int size() {
        return size;
    }

    /** The number of a country code here: {@link #ANY} for null, {@link #NO_SUCH_COUNTRY} when no feature has it. */
    public int countryNumber(String countryCode) {
        if (countryCode == null) {
            return ANY;
        }
        int number = countryCodeValues.numberOf(countryCode);
        return number < 0 ? NO_SUCH_COUNTRY : number;
    }

    /** The first {@code limit} rows that pass the filter and whose search key holds the needle, in rank order. */
    int[] inRankOrder(byte[] needle, RowFilter filter, int limit) {
        RowWalk walk = candidates(needle, filter).walk();
        IntPredicate accepted = accepted(filter);
        int[] found = new int[limit];
        int count = 0;
        while (walk.hasNext() && count < limit) {
            int row = walk.next();
            if (accepted.test(row) && holds(row, needle)) {
                found[count++] = row;
            }
        }
        return Arrays.copyOf(found, count);
    }

    /** Offers candidates every accepted row a name or word of which starts with the needle, at its bound. */
    void offerIndexedBounds(byte[] needle, BestRows candidates, IntPredicate accepted, RowScorer scorer) {
        relevance.offerBounds(needle, candidates, accepted, scorer);
        alternateRelevance.offerBounds(needle, candidates, accepted, scorer);
    }

    /** The word starts of the features' own names, which typo-tolerant search walks as a trie. */
    RelevanceIndex ownNameIndex() {
        return relevance;
    }

    /** The row's name that earns the most text for the needle ({@link FeatureNames#bestMatch}). */
    NameMatch bestMatch(int row, byte[] needle, NameClassifier classifier) {
        return names.bestMatch(row, geonameIds[row], needle, classifier);
    }

    /** An alternate name of the row, as written, by its part of the search key. */
    String alternateName(int row, int part) {
        return names.alternateName(row, part);
    }

    /** {@link SearchScore#importance} of the row. */
    double importance(int row) {
        return importances[row];
    }

    /** Whether the row's search key holds the folded query bytes; every row holds the empty query. */
    boolean holds(int row, byte[] needle) {
        return needle.length == 0 || searchKeys.contains(row, needle);
    }

    /** Calls back with every row a name of which equals the needle, own or alternate; a row may come more than once. */
    void forEachNamed(byte[] needle, IntConsumer visitor) {
        relevance.forEachEqual(needle, visitor);
        alternateRelevance.forEachEqual(needle, visitor);
    }

    /** The rows the filter passes, tested one at a time; the area is the costliest test and comes last. */
    IntPredicate accepted(RowFilter filter) {
        if (filter.isNone()) {
            return row -> true;
        }
        SearchArea area = filter.area();
        return row -> (filter.country() == ANY || countryCodes[row] == filter.country())
                && (filter.featureClass() == ANY || featureClasses[row] == filter.featureClass())
                && (filter.admin1() == ANY || admin1Codes[row] == filter.admin1())
                && (area == null || area.contains(latitudes[row], longitudes[row]));
    }

    /** The row of a GeoNames id; RecordNotFoundException when no feature has it. */
    public int requireRow(int geonameId) {
        int slot = Arrays.binarySearch(idsSorted, geonameId);
        if (slot < 0) {
            throw new RecordNotFoundException();
        }
        return rowsByIdOrder[slot];
    }

    public NearestNeighbourIndex.Neighbours nearest(double latitude, double longitude, int limit, double maxKm,
                                                    int countryNumber, int featureClass) {
        return nearest.nearest(latitude, longitude, limit, maxKm, accepted(RowFilter.of(countryNumber, featureClass)));
    }

    /** The nearest accepted rows, giving up after testing {@code maxTested} rows ({@link NearestNeighbourIndex}). */
    NearestNeighbourIndex.Neighbours nearest(double latitude, double longitude, int limit, IntPredicate accepted,
                                             int maxTested) {
        return nearest.nearest(latitude, longitude, limit, Double.POSITIVE_INFINITY, accepted, maxTested);
    }

    /** The rows by grid cell, in rank order within each: where a search near a point reads the likeliest rows first. */
    RankGrid grid() {
        return grid;
    }

    /**
     * The grams to read from the grid's n-gram index for the needle, for a walk over the rows that match it in the
     * given kind: the whole needle when it is shorter than three bytes, else its trigrams; for names starting with
     * the needle, its first one or two bytes at a name's start instead of the whole short needle, or besides the
     * trigrams of a longer one; for a word starting with it, likewise its first two or three bytes at a word's
     * start. The three rarest are read; null when no key holds one of them, and so none holds the needle.
     */
    GridGrams gridGrams(byte[] needle, MatchKind kind) {
        boolean nameStart = kind == MatchKind.STARTS_WITH && needle.length > 0;
        boolean wordStart = kind == MatchKind.WORD_STARTS_WITH && needle.length >= 2;
        IntStream.Builder slots = IntStream.builder();
        if (nameStart) {
            slots.add(gridGrams.slotOfPartStart(needle));
        } else if (wordStart) {
            slots.add(gridGrams.slotOfWordStart(needle));
        }
        if (needle.length >= 3) {
            for (int i = 0; i + 3 <= needle.length; i++) {
                slots.add(gridGrams.slotOf(needle, i, 3));
            }
        } else if (needle.length > 0 && !nameStart && !wordStart) {
            slots.add(gridGrams.slotOf(needle, 0, needle.length));
        }
        int[] all = slots.build().toArray();
        if (Arrays.stream(all).anyMatch(slot -> slot < 0)) {
            return null;
        }
        int[] rarest = Arrays.stream(all).boxed().sorted(Comparator.comparingInt(gridGrams::countAt))
                .mapToInt(Integer::intValue).limit(3).toArray();
        boolean exact = nameStart ? needle.length <= 2 : wordStart ? needle.length <= 3 : needle.length <= 3;
        return new GridGrams(rarest, exact);
    }

    /**
     * Grams of a query in the grid's n-gram index, rarest first (none: the empty query, which every row holds), and
     * whether every row holding them all holds the query: where they are the query's own, or the start of a name or
     * word and the whole query.
     */
    record GridGrams(int[] slots, boolean exact) {
    }

    /** The grid positions from..to whose rows' keys hold every one of the grams, in ascending order. */
    RowWalk gridWalk(GridGrams grams, int from, int to) {
        int[] slots = grams.slots();
        if (slots.length == 0) {
            return RowSpan.range(from, to).walk();
        }
        RowWalk rarest = gridGrams.walk(slots[0], from, to);
        if (slots.length == 1) {
            return rarest;
        }
        RowWalk[] others = new RowWalk[slots.length - 1];
        for (int i = 1; i < slots.length; i++) {
            others[i - 1] = gridGrams.walk(slots[i], from, to);
        }
        return new RowIntersection(rarest, others);
    }

    /** Every row within km of the point, and a few a hair beyond; false once more than maxRows were offered. */
    boolean forEachWithin(double latitude, double longitude, double km, int maxRows, IntConsumer visitor) {
        return nearest.forEachWithin(latitude, longitude, km, maxRows, visitor);
    }

    /** The number of a first-level division code: {@link #ANY} for null, {@link #NO_SUCH_DIVISION} when unknown. */
    public int admin1Number(String admin1Code) {
        if (admin1Code == null) {
            return ANY;
        }
        int number = admin1CodeValues.numberOf(admin1Code);
        return number < 0 ? NO_SUCH_DIVISION : number;
    }

    /** The countries (as their codes) that have features in the first-level division of this code, in code order. */
    public List<String> countriesWithAdmin1(int admin1Number) {
        List<String> codes = new ArrayList<>();
        if (admin1Number > 0) {
            for (int country = 1; country < countryCodeValues.size(); country++) {
                if (admin1Pairs.get(country * admin1CodeValues.size() + admin1Number)) {
                    codes.add(countryCodeValues.value(country));
                }
            }
        }
        codes.sort(null);
        return codes;
    }

    public int geonameId(int row) { return geonameIds[row]; }
    public String name(int row) { return names.name(row); }
    public String asciiName(int row) { return names.asciiName(row); }
    public String featureClass(int row) { return featureClasses[row] == 0 ? null : String.valueOf((char) featureClasses[row]); }
    public String featureCode(int row) { return featureCodeValues.value(featureCodes[row]); }
    public String countryCode(int row) { return countryCodeValues.value(countryCodes[row]); }
    public String admin1Code(int row) { return admin1CodeValues.value(admin1Codes[row]); }
    public String admin2Code(int row) { return admin2CodeValues.value(admin2Codes[row]); }
    public double latitude(int row) { return latitudes[row]; }
    public double longitude(int row) { return longitudes[row]; }
    public long population(int row) { return populations[row]; }
    public String timezone(int row) { return timezoneValues.value(timezones[row]); }

    /** An estimate of the heap the columns and indexes hold, for the benchmarks and metrics. */
    public long sizeInBytes() {
        return 4L * size * 5 + 8L * size * 3 + 2L * size * 3 + size
                + names.sizeInBytes() + ngrams.sizeInBytes() + relevance.sizeInBytes()
                + alternateRelevance.sizeInBytes()
                + rowsByCountry.sizeInBytes() + rowsByClass.sizeInBytes() + 16L * nearest.size()
                + grid.sizeInBytes() + gridGrams.sizeInBytes();
    }

    /** The part of {@link #sizeInBytes} that the grid and its n-gram index take. */
    public long gridSizeInBytes() {
        return grid.sizeInBytes() + gridGrams.sizeInBytes();
    }

    /** The part of {@link #sizeInBytes} that relevance ranking over the features' own names adds. */
    public long relevanceIndexSizeInBytes() {
        return relevance.sizeInBytes();
    }

    /** The part of {@link #sizeInBytes} that relevance ranking over alternate names adds. */
    public long alternateRelevanceIndexSizeInBytes() {
        return alternateRelevance.sizeInBytes();
    }

    /** The part of {@link #sizeInBytes} that the n-gram index takes. */
    public long ngramIndexSizeInBytes() {
        return ngrams.sizeInBytes();
    }

    /** The part of {@link #sizeInBytes} that alternate names take as text, written and folded (not their indexes). */
    public long alternateNamesSizeInBytes() {
        return names.alternateNamesSizeInBytes(size);
    }

    /**
     * The rows to walk for every answer: the shortest of a posting list of the query's rarest gram, the rows of the
     * filtered country or class, or, for a short common query without filters, all rows; a rarest trigram's list
     * is read together with the next two rarest, walking only the rows all three hold.
     */
    CandidateRows candidates(byte[] needle, RowFilter filter) {
        RowSpan best = RowSpan.range(0, size);
        if (filter.country() != ANY) {
            best = shorter(best, rowsByCountry.walk(filter.country()));
        }
        if (filter.featureClass() != ANY) {
            best = shorter(best, rowsByClass.walk(filter.featureClass()));
        }
        if (needle.length > 0 && needle.length < 3) {
            RowSpan postings = ngrams.postings(needle, 0, needle.length);
            if (postings != null) {
                best = shorter(best, postings);
            }
        }
        RowSpan[] trigrams = new RowSpan[Math.max(0, needle.length - 2)];
        for (int i = 0; i < trigrams.length; i++) {
            trigrams[i] = ngrams.postings(needle, i, 3);
        }
        Arrays.sort(trigrams, Comparator.comparingInt(RowSpan::length));
        if (trigrams.length == 0 || best.length() <= trigrams[0].length()) {
            return new CandidateRows(best.walk(), best.length());
        }
        return new CandidateRows(new RowIntersection(trigrams[0],
                Arrays.copyOfRange(trigrams, 1, Math.min(3, trigrams.length))), trigrams[0].length());
    }

    /** Rows to walk in rank order, at most {@code atMost} of them, holding every row that can be an answer. */
    record CandidateRows(RowWalk walk, int atMost) {
    }

    private static RowSpan shorter(RowSpan a, RowSpan b) {
        return b.length() < a.length() ? b : a;
    }

    /** The ids in the order of the given rows, which must be id order; an id seen twice is refused. */
    private static int[] idsOf(int[] rowsInIdOrder, int[] geonameIds) {
        int[] sorted = new int[rowsInIdOrder.length];
        for (int i = 0; i < sorted.length; i++) {
            sorted[i] = geonameIds[rowsInIdOrder[i]];
            if (i > 0 && sorted[i] == sorted[i - 1]) {
                throw new IllegalArgumentException("geonameId " + sorted[i] + " appears twice");
            }
        }
        return sorted;
    }

    /** The rows of each value of a small column, in rank order, as one array and group offsets. */
    private record RowGroups(int[] rows, int[] starts) {

        static RowGroups of(int size, int groups, IntUnaryOperator groupOf) {
            int[] starts = new int[groups + 1];
            for (int row = 0; row < size; row++) {
                starts[groupOf.applyAsInt(row) + 1]++;
            }
            for (int group = 0; group < groups; group++) {
                starts[group + 1] += starts[group];
            }
            int[] fill = Arrays.copyOf(starts, groups);
            int[] rows = new int[size];
            for (int row = 0; row < size; row++) {
                rows[fill[groupOf.applyAsInt(row)]++] = row;
            }
            return new RowGroups(rows, starts);
        }

        RowSpan walk(int group) {
            return group < 0 || group + 1 >= starts.length
                    ? RowSpan.EMPTY
                    : RowSpan.slice(rows, starts[group], starts[group + 1]);
        }

        long sizeInBytes() {
            return 4L * (rows.length + starts.length);
        }
    }
}
