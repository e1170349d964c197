package dev.geolookup.place;

import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.readmodel.SnapshotDamagedException;
import dev.geolookup.readmodel.SnapshotReader;
import dev.geolookup.readmodel.SnapshotWriter;
import dev.geolookup.readmodel.StringDictionary;
import dev.geolookup.search.index.RankedFeatures;
import dev.geolookup.search.index.RowFilter;
import dev.geolookup.search.rows.RowSpan;
import dev.geolookup.search.index.SearchArea;
import dev.geolookup.search.index.SearchIndex;
import dev.geolookup.spatial.NearestNeighbourIndex;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.IntPredicate;

/**
 * An immutable, column-packed set of GeoNames features: their columns and codes, the id and nearest-neighbour
 * indexes, and the {@link SearchIndex} of their names. Rows are numbered by rank (population descending, then
 * geonameId), so every walk over an index meets the answer's order.
 */
public final class GazetteerView implements RankedFeatures {

    /** The feature codes of a country or territory as it is today (not PCLH, a historical one). */
    private static final Set<String> COUNTRY_CODES = Set.of("PCLI", "PCLD", "PCLF", "PCLS", "PCLIX", "PCL", "TERR");

    public static final GazetteerView EMPTY = new GazetteerViewBuilder(0).build();

    /** Filter value meaning "any country" or "any class". */
    public static final int ANY = RowFilter.ANY;
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
    /** The row of each country's own feature (PCLI, PCLD, TERR...) by country number; -1 where none is. */
    private final int[] countryFeatureRows;
    private final NearestNeighbourIndex nearest;
    private final SearchIndex search;
    /*
     * Made from the views of the divisions, which are served after this one, so taken once they are made; until
     * then the given codes answer. Never written into the snapshot: the given codes are what the next corrections
     * are made from.
     */
    private volatile AdminCodeCorrections corrections = AdminCodeCorrections.NONE;

    /** @param indexing the search index of the names, given the columns (for the snapshot, read back) */
    GazetteerView(long version, FeatureColumns columns, CodeDictionaries dictionaries, NearestNeighbourIndex nearest,
                  Function<RankedFeatures, SearchIndex> indexing) {
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
        this.countryFeatureRows = new int[countryCodeValues.size()];
        Arrays.fill(countryFeatureRows, -1);
        for (int row = 0; row < size; row++) {
            admin1Pairs.set(countryCodes[row] * admin1CodeValues.size() + admin1Codes[row]);
            int held = countryFeatureRows[countryCodes[row]];
            if (isCountry(row) && (held < 0 || isIndependent(row) && !isIndependent(held))) {
                countryFeatureRows[countryCodes[row]] = row;
            }
        }
        this.nearest = nearest;
        this.search = indexing.apply(this);
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
        featureCodeValues.writeTo(snapshot);
        countryCodeValues.writeTo(snapshot);
        admin1CodeValues.writeTo(snapshot);
        admin2CodeValues.writeTo(snapshot);
        timezoneValues.writeTo(snapshot);
        nearest.writeTo(snapshot);
        search.writeTo(snapshot);
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
        CodeDictionaries dictionaries = new CodeDictionaries(StringDictionary.readFrom(snapshot),
                StringDictionary.readFrom(snapshot), StringDictionary.readFrom(snapshot),
                StringDictionary.readFrom(snapshot), StringDictionary.readFrom(snapshot));
        NearestNeighbourIndex nearest = NearestNeighbourIndex.readFrom(snapshot, latitudes, longitudes);
        return new GazetteerView(version, columns, dictionaries, nearest,
                features -> SearchIndex.readFrom(snapshot, features));
    }

    public long version() {
        return version;
    }

    /** The number of a country code here: {@link #ANY} for null, {@link #NO_SUCH_COUNTRY} when no feature has it. */
    public int countryNumber(String countryCode) {
        if (countryCode == null) {
            return ANY;
        }
        int number = countryCodeValues.numberOf(countryCode);
        return number < 0 ? NO_SUCH_COUNTRY : number;
    }

    /**
     * The row of the country's own feature (Germany's 2921044, PCLI; an independent one first where a code has
     * several); -1 where the gazetteer holds none.
     */
    public int countryFeatureRow(String countryCode) {
        int number = countryCode == null ? -1 : countryCodeValues.numberOf(countryCode);
        return number < 0 ? -1 : countryFeatureRows[number];
    }

    private boolean isCountry(int row) {
        return featureClasses[row] == 'A' && COUNTRY_CODES.contains(featureCode(row));
    }

    private boolean isIndependent(int row) {
        return "PCLI".equals(featureCode(row));
    }

    /** The names' search index. */
    public SearchIndex search() {
        return search;
    }

    @Override
    public IntPredicate accepted(RowFilter filter) {
        if (filter.isNone()) {
            return row -> true;
        }
        SearchArea area = filter.area();
        return row -> (filter.country() == ANY || countryCodes[row] == filter.country())
                && (filter.featureClass() == ANY || featureClasses[row] == filter.featureClass())
                && (filter.admin1() == ANY || admin1NumberOf(row) == filter.admin1())
                && (area == null || area.contains(latitudes[row], longitudes[row]))
                && (filter.also() == null || filter.also().test(row));
    }

    /**
     * The row of a GeoNames id; RecordNotFoundException naming what was looked for when no feature has it.
     *
     * @param kind what the caller looks for, capitalised ("Place", "City")
     */
    public int requireRow(int geonameId, String kind) {
        int row = rowOf(geonameId);
        if (row < 0) {
            throw new RecordNotFoundException(kind + " not found: no " + kind.toLowerCase(Locale.ROOT)
                    + " has geonameId " + geonameId);
        }
        return row;
    }

    /** The row of a GeoNames id; -1 when no feature has it. */
    public int rowOf(long geonameId) {
        if (geonameId <= 0 || geonameId > Integer.MAX_VALUE) {
            return -1;
        }
        int slot = Arrays.binarySearch(idsSorted, (int) geonameId);
        return slot < 0 ? -1 : rowsByIdOrder[slot];
    }

    public NearestNeighbourIndex.Neighbours nearest(double latitude, double longitude, int limit, double maxKm,
                                                    int countryNumber, int featureClass) {
        return nearest.nearest(latitude, longitude, limit, maxKm, accepted(RowFilter.of(countryNumber, featureClass)));
    }

    /** The nearest rows the filter accepts, nearest first. */
    public NearestNeighbourIndex.Neighbours nearest(double latitude, double longitude, int limit, double maxKm,
                                                    RowFilter filter) {
        return nearest.nearest(latitude, longitude, limit, maxKm, accepted(filter));
    }

    @Override
    public boolean forEachWithin(double latitude, double longitude, double km, int maxRows, IntConsumer visitor) {
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

    /** The number of a second-level division code: {@link #ANY} for null, {@link #NO_SUCH_DIVISION} when unknown. */
    public int admin2Number(String admin2Code) {
        if (admin2Code == null) {
            return ANY;
        }
        int number = admin2CodeValues.numberOf(admin2Code);
        return number < 0 ? NO_SUCH_DIVISION : number;
    }

    /** Whether the row lies in the country, first- and second-level division of these numbers ({@link #ANY}: any). */
    public boolean isIn(int row, int country, int admin1, int admin2) {
        return (country == ANY || countryCodes[row] == country) && (admin1 == ANY || admin1NumberOf(row) == admin1)
                && (admin2 == ANY || admin2NumberOf(row) == admin2);
    }

    /** The numbers of the row's country and divisions, as {@link #countryNumber} and the like give them. */
    int countryNumberOf(int row) { return countryCodes[row]; }

    int admin1NumberOf(int row) {
        AdminCodeCorrections held = corrections;
        return held.covers(row) ? held.admin1Number(row) : admin1Codes[row];
    }

    int admin2NumberOf(int row) {
        AdminCodeCorrections held = corrections;
        return held.covers(row) ? held.admin2Number(row) : admin2Codes[row];
    }

    /** Takes the admin codes that replace the given ones of some rows, in place of those taken before. */
    public void correct(AdminCodeCorrections corrections) {
        this.corrections = corrections;
    }

    /** The corrections taken last. */
    public AdminCodeCorrections corrections() {
        return corrections;
    }

    /** The codes of the countries the features carry, in no particular order. */
    public List<String> countryCodes() {
        List<String> codes = new ArrayList<>(countryCodeValues.size());
        for (int number = 0; number < countryCodeValues.size(); number++) {
            String code = countryCodeValues.value(number);
            if (code != null && !code.isEmpty()) {
                codes.add(code);
            }
        }
        return codes;
    }

    /** The countries (as their codes) that have features in the first-level division of this code, in code order. */
    public List<String> countriesWithAdmin1(int admin1Number) {
        List<String> codes = new ArrayList<>();
        if (admin1Number > 0) {
            for (int country = 1; country < countryCodeValues.size(); country++) {
                if (admin1Pairs.get(country * admin1CodeValues.size() + admin1Number)
                        || corrections.carries(country, admin1Number)) {
                    codes.add(countryCodeValues.value(country));
                }
            }
        }
        codes.sort(null);
        return codes;
    }

    @Override
    public int geonameId(int row) { return geonameIds[row]; }
    public String name(int row) { return search.name(row); }
    public String asciiName(int row) { return search.asciiName(row); }
    public String featureClass(int row) { return featureClasses[row] == 0 ? null : String.valueOf((char) featureClasses[row]); }
    @Override
    public String featureCode(int row) { return featureCodeValues.value(featureCodes[row]); }
    public String countryCode(int row) { return countryCodeValues.value(countryCodes[row]); }

    /** The row's admin1 code: the one GeoNames gives unless a correction replaced it. */
    public String admin1Code(int row) {
        AdminCodeCorrections held = corrections;
        return held.covers(row) ? held.admin1Code(row) : givenAdmin1Code(row);
    }

    /** The row's admin2 code: the one GeoNames gives unless a correction replaced it. */
    public String admin2Code(int row) {
        AdminCodeCorrections held = corrections;
        return held.covers(row) ? held.admin2Code(row) : givenAdmin2Code(row);
    }

    /** The admin1 code as GeoNames' row gives it: the evidence corrections are made from. */
    public String givenAdmin1Code(int row) { return admin1CodeValues.value(admin1Codes[row]); }
    public String givenAdmin2Code(int row) { return admin2CodeValues.value(admin2Codes[row]); }

    @Override
    public double latitude(int row) { return latitudes[row]; }
    @Override
    public double longitude(int row) { return longitudes[row]; }
    @Override
    public long population(int row) { return populations[row]; }
    public String timezone(int row) { return timezoneValues.value(timezones[row]); }

    /** An estimate of the heap the columns and indexes hold, for the benchmarks and metrics. */
    public long sizeInBytes() {
        return 4L * size * 5 + 8L * size * 3 + 2L * size * 3 + size + rowsByCountry.sizeInBytes()
                + rowsByClass.sizeInBytes() + 16L * nearest.size() + search.sizeInBytes();
    }

    @Override
    public int size() {
        return size;
    }

    /** The rows of the filtered country or class, the fewer, or all rows. */
    @Override
    public RowSpan rowsOfCodes(RowFilter filter) {
        RowSpan best = RowSpan.range(0, size);
        if (filter.country() != ANY) {
            best = shorter(best, rowsByCountry.walk(filter.country()));
        }
        if (filter.featureClass() != ANY) {
            best = shorter(best, rowsByClass.walk(filter.featureClass()));
        }
        return best;
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
}
