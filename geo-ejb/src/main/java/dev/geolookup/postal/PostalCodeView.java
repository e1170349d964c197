package dev.geolookup.postal;

import dev.geolookup.readmodel.StringDictionary;
import dev.geolookup.readmodel.TextColumn;
import dev.geolookup.spatial.NearestNeighbourIndex;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;

/**
 * The postal entries packed in columns, sorted by lookup key (the code upper-cased without spaces), so the
 * entries of one code are adjacent and found by binary search; plus a nearest-neighbour index over those that
 * have coordinates.
 */
public final class PostalCodeView {

    public static final PostalCodeView EMPTY = new Builder(0).build();

    private final long version;
    private final int size;
    private final TextColumn codeKeys;
    private final TextColumn postalCodes;
    private final TextColumn placeNames;
    private final short[] countryCodes;
    private final int[][] adminColumns;
    private final double[] latitudes;
    private final double[] longitudes;
    private final byte[] accuracies;
    private final StringDictionary countryValues;
    private final StringDictionary adminValues;
    private final NearestNeighbourIndex nearest;
    private final PlaceNameIndex placeNameIndex;
    /** Derived on first use: GeoNames' postalCodeCountryInfo asks it, nothing else does. */
    private volatile List<CountrySummary> countrySummaries;

    private PostalCodeView(Builder builder) {
        version = builder.version;
        size = builder.size;
        codeKeys = builder.codeKeys.build();
        postalCodes = builder.postalCodes.build();
        placeNames = builder.placeNames.build();
        countryCodes = Arrays.copyOf(builder.countryCodes, size);
        adminColumns = new int[AdminField.values().length][];
        for (int i = 0; i < adminColumns.length; i++) {
            adminColumns[i] = Arrays.copyOf(builder.adminColumns[i], size);
        }
        latitudes = Arrays.copyOf(builder.latitudes, size);
        longitudes = Arrays.copyOf(builder.longitudes, size);
        accuracies = Arrays.copyOf(builder.accuracies, size);
        countryValues = builder.countryValues.build();
        adminValues = builder.adminValues.build();
        nearest = new NearestNeighbourIndex(latitudes, longitudes, size, row -> !Double.isNaN(latitudes[row]));
        placeNameIndex = new PlaceNameIndex(placeNames, size);
    }

    /** The administrative columns, in the order of the postal record. */
    public enum AdminField {
        ADMIN_NAME1("adminName1"), ADMIN_CODE1("adminCode1"), ADMIN_NAME2("adminName2"),
        ADMIN_CODE2("adminCode2"), ADMIN_NAME3("adminName3"), ADMIN_CODE3("adminCode3");

        private final String jsonName;

        AdminField(String jsonName) {
            this.jsonName = jsonName;
        }

        public String jsonName() {
            return jsonName;
        }
    }

    public long version() {
        return version;
    }

    public int size() {
        return size;
    }

    /** Whether any entry belongs to this country. */
    public boolean hasCountry(String countryCode) {
        return countryValues.numberOf(countryCode) > 0;
    }

    /** The rows of a lookup key, in one country or (null) in all, in file order within each country. */
    public int[] rowsOf(String codeKey, String countryCode) {
        byte[] key = codeKey.getBytes(StandardCharsets.UTF_8);
        int country = countryCode == null ? 0 : countryValues.numberOf(countryCode);
        if (country < 0) {
            return new int[0];
        }
        int from = firstRowNotBefore(key);
        int to = from;
        while (to < size && codeKeys.compare(to, key) == 0) {
            to++;
        }
        return IntStream.range(from, to)
                .filter(row -> country == 0 || countryCodes[row] == country)
                .toArray();
    }

    /** The rows whose lookup key starts with the prefix, in key order, of one country or (null) all; at most limit. */
    public int[] rowsStartingWith(String keyPrefix, String countryCode, int limit) {
        byte[] prefix = keyPrefix.getBytes(StandardCharsets.UTF_8);
        int country = countryCode == null ? 0 : countryValues.numberOf(countryCode);
        if (country < 0 || prefix.length == 0) {
            return new int[0];
        }
        IntStream.Builder rows = IntStream.builder();
        int found = 0;
        for (int row = firstRowNotBefore(prefix); row < size && found < limit && startsWith(row, prefix); row++) {
            if (country == 0 || countryCodes[row] == country) {
                rows.add(row);
                found++;
            }
        }
        return rows.build().toArray();
    }

    private boolean startsWith(int row, byte[] prefix) {
        int start = codeKeys.start(row);
        if (codeKeys.end(row) - start < prefix.length) {
            return false;
        }
        return codeKeys.bytes().matches(start, start + prefix.length, prefix);
    }

    /** The rows of one country or (null) all whose place name, folded, is the folded name; in key order. */
    public int[] rowsNamed(String foldedPlaceName, String countryCode) {
        int country = countryCode == null ? 0 : countryValues.numberOf(countryCode);
        if (country < 0) {
            return new int[0];
        }
        return placeNameIndex.rowsNamed(foldedPlaceName, row -> country == 0 || countryCodes[row] == country);
    }

    /** The rows of a country that pass, in key order, at most limit; a walk over every entry. */
    public int[] rowsOfCountry(String countryCode, IntPredicate passes, int limit) {
        int country = countryValues.numberOf(countryCode);
        if (country <= 0) {
            return new int[0];
        }
        IntStream.Builder rows = IntStream.builder();
        int found = 0;
        for (int row = 0; row < size && found < limit; row++) {
            if (countryCodes[row] == country && passes.test(row)) {
                rows.add(row);
                found++;
            }
        }
        return rows.build().toArray();
    }

    /** A country's entries: how many, and its least and greatest code (as text, GeoNames' order). */
    public record CountrySummary(String countryCode, int entries, String minCode, String maxCode) {
    }

    /** Each country's summary, in country-code order. */
    public List<CountrySummary> countrySummaries() {
        List<CountrySummary> summaries = countrySummaries;
        if (summaries == null) {
            int countries = countryValues.size();
            int[] entries = new int[countries];
            String[] min = new String[countries];
            String[] max = new String[countries];
            for (int row = 0; row < size; row++) {
                int country = countryCodes[row];
                String code = postalCodes.get(row);
                entries[country]++;
                if (min[country] == null || code.compareTo(min[country]) < 0) {
                    min[country] = code;
                }
                if (max[country] == null || code.compareTo(max[country]) > 0) {
                    max[country] = code;
                }
            }
            summaries = IntStream.range(0, countries).filter(country -> entries[country] > 0)
                    .mapToObj(country -> new CountrySummary(countryValues.value(country), entries[country],
                            min[country], max[country]))
                    .sorted(Comparator.comparing(CountrySummary::countryCode)).toList();
            countrySummaries = summaries;
        }
        return summaries;
    }

    /**
     * The entries nearest a point for what is at it (/reverse): of the point's own country where it has entries;
     * elsewhere of any country but the US military's (APO, FPO, DPO), which are codes of the US and never places
     * abroad.
     */
    public NearestNeighbourIndex.Neighbours nearestAt(double latitude, double longitude, String countryCode) {
        int country = countryCode == null ? -1 : countryValues.numberOf(countryCode);
        if (country > 0) {
            return nearest.nearest(latitude, longitude, 1, Double.POSITIVE_INFINITY,
                    row -> countryCodes[row] == country);
        }
        return nearest.nearest(latitude, longitude, 1, Double.POSITIVE_INFINITY, row -> !isMilitary(row));
    }

    /** Whether the entry is a US military code: place name APO, FPO or DPO and the post office it routes to. */
    public boolean isMilitary(int row) {
        String place = placeName(row);
        return "US".equals(countryCode(row)) && place != null && place.length() >= 3
                && (place.startsWith("APO") || place.startsWith("FPO") || place.startsWith("DPO"))
                && (place.length() == 3 || place.charAt(3) == ' ');
    }

    public NearestNeighbourIndex.Neighbours nearest(double latitude, double longitude, int limit, double maxKm,
                                                    String countryCode) {
        if (countryCode == null) {
            return nearest.nearest(latitude, longitude, limit, maxKm, row -> true);
        }
        int country = countryValues.numberOf(countryCode);
        return nearest.nearest(latitude, longitude, limit, maxKm, row -> countryCodes[row] == country);
    }

    public String countryCode(int row) { return countryValues.value(countryCodes[row]); }
    public String postalCode(int row) { return postalCodes.get(row); }
    public String placeName(int row) { return placeNames.isEmpty(row) ? null : placeNames.get(row); }
    public String admin(AdminField field, int row) { return adminValues.value(adminColumns[field.ordinal()][row]); }
    public boolean hasCoordinates(int row) { return !Double.isNaN(latitudes[row]); }
    public double latitude(int row) { return latitudes[row]; }
    public double longitude(int row) { return longitudes[row]; }
    /** GeoNames' accuracy (1 estimated to 6 centroid), 0 when unknown. */
    public int accuracy(int row) { return accuracies[row]; }

    private int firstRowNotBefore(byte[] key) {
        int low = 0;
        int high = size;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (codeKeys.compare(middle, key) < 0) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /** Packs entries given in lookup-key order. */
    public static final class Builder {

        private final long version;
        private int size;
        private final TextColumn.Builder codeKeys = new TextColumn.Builder();
        private final TextColumn.Builder postalCodes = new TextColumn.Builder();
        private final TextColumn.Builder placeNames = new TextColumn.Builder();
        private short[] countryCodes = new short[1024];
        private final int[][] adminColumns = new int[AdminField.values().length][1024];
        private double[] latitudes = new double[1024];
        private double[] longitudes = new double[1024];
        private byte[] accuracies = new byte[1024];
        private final StringDictionary.Builder countryValues = new StringDictionary.Builder();
        private final StringDictionary.Builder adminValues = new StringDictionary.Builder();
        private byte[] previousKey = new byte[0];

        public Builder(long version) {
            this.version = version;
        }

        public void add(PostalRow row) {
            byte[] key = row.codeKey().getBytes(StandardCharsets.UTF_8);
            if (Arrays.compareUnsigned(previousKey, key) > 0) {
                throw new IllegalArgumentException("postal entries must come in code-key order");
            }
            previousKey = key;
            if (size == countryCodes.length) {
                grow();
            }
            codeKeys.add(key);
            postalCodes.add(row.postalCode());
            placeNames.add(row.placeName() == null ? "" : row.placeName());
            countryCodes[size] = (short) countryValues.numberOf(row.countryCode());
            String[] admin = {row.adminName1(), row.adminCode1(), row.adminName2(), row.adminCode2(),
                    row.adminName3(), row.adminCode3()};
            for (int i = 0; i < admin.length; i++) {
                adminColumns[i][size] = adminValues.numberOf(admin[i]);
            }
            boolean located = row.latitude() != null && row.longitude() != null;
            latitudes[size] = located ? row.latitude() : Double.NaN;
            longitudes[size] = located ? row.longitude() : Double.NaN;
            accuracies[size] = row.accuracy() == null ? 0 : row.accuracy().byteValue();
            size++;
        }

        public PostalCodeView build() {
            return new PostalCodeView(this);
        }

        private void grow() {
            int capacity = countryCodes.length * 2;
            countryCodes = Arrays.copyOf(countryCodes, capacity);
            for (int i = 0; i < adminColumns.length; i++) {
                adminColumns[i] = Arrays.copyOf(adminColumns[i], capacity);
            }
            latitudes = Arrays.copyOf(latitudes, capacity);
            longitudes = Arrays.copyOf(longitudes, capacity);
            accuracies = Arrays.copyOf(accuracies, capacity);
        }
    }
}
