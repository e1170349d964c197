package dev.geolookup.ip;

import dev.geolookup.readmodel.StringDictionary;
import inet.ipaddr.IPAddress;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Where DB-IP locates each range of addresses: AddressRanges whose value is a location, and the distinct locations
 * (country, region, district, city, postcode, coordinates) stored once each, since millions of ranges share a few
 * hundred thousand of them.
 */
public final class IpCityView {

    public static final IpCityView EMPTY = new Builder(IpDataRelease.NONE).build();

    private final IpDataRelease release;
    private final AddressRanges ranges;
    private final StringDictionary countries;
    private final StringDictionary texts;
    private final short[] country;
    private final int[] region;
    private final int[] district;
    private final int[] city;
    private final int[] postalCode;
    private final double[] latitude;
    private final double[] longitude;

    private IpCityView(Builder builder) {
        release = builder.release;
        ranges = builder.ranges.build();
        countries = builder.countries.build();
        texts = builder.texts.build();
        int size = builder.locations.size();
        country = Arrays.copyOf(builder.country, size);
        region = Arrays.copyOf(builder.region, size);
        district = Arrays.copyOf(builder.district, size);
        city = Arrays.copyOf(builder.city, size);
        postalCode = Arrays.copyOf(builder.postalCode, size);
        latitude = Arrays.copyOf(builder.latitude, size);
        longitude = Arrays.copyOf(builder.longitude, size);
    }

    public IpDataRelease release() { return release; }
    public long version() { return release.version(); }
    public int ipv4Ranges() { return ranges.ipv4Ranges(); }
    public int ipv6Ranges() { return ranges.ipv6Ranges(); }
    public int size() { return ipv4Ranges() + ipv6Ranges(); }
    public int locations() { return country.length; }

    /**
     * Ranges whose first address the country data places in another country than this data does; the answers give
     * the country data's country. One pass over every range: callers keep the count per pair of data versions.
     */
    public int countryDisagreements(IpRangeView countryRanges) {
        int count = 0;
        for (int position = 0; position < size(); position++) {
            String country = countryRanges.countryOf(ranges.first(position));
            if (country != null && !country.equals(countryCode(ranges.valueAt(position)))) {
                count++;
            }
        }
        return count;
    }
    public AddressRanges ranges() { return ranges; }

    /** The location of the range holding the address, or AddressRanges.NONE. */
    public int locationOf(IPAddress address) {
        return ranges.valueOf(address);
    }

    public String countryCode(int location) { return countries.value(country[location]); }
    public String region(int location) { return texts.value(region[location]); }
    public String district(int location) { return texts.value(district[location]); }
    public String city(int location) { return texts.value(city[location]); }
    public String postalCode(int location) { return texts.value(postalCode[location]); }

    /** Whether the source gave the location coordinates. */
    public boolean hasCoordinates(int location) {
        return !Double.isNaN(latitude[location]);
    }

    public double latitude(int location) { return latitude[location]; }
    public double longitude(int location) { return longitude[location]; }

    /** Bytes of the arrays, for the memory report (the dictionaries' strings not counted). */
    public long bytes() {
        return ranges.bytes() + (long) country.length * (2 + 4 * 4 + 2 * 8);
    }

    /** Packs ranges given in ascending order within each family. */
    public static final class Builder {

        private record Location(String country, String region, String district, String city, String postalCode,
                                Double latitude, Double longitude) {
        }

        private final IpDataRelease release;
        private final AddressRanges.Builder ranges = new AddressRanges.Builder();
        private final StringDictionary.Builder countries = new StringDictionary.Builder();
        private final StringDictionary.Builder texts = new StringDictionary.Builder();
        private final Map<Location, Integer> locations = new HashMap<>();
        private short[] country = new short[1024];
        private int[] region = new int[1024];
        private int[] district = new int[1024];
        private int[] city = new int[1024];
        private int[] postalCode = new int[1024];
        private double[] latitude = new double[1024];
        private double[] longitude = new double[1024];

        public Builder(IpDataRelease release) {
            this.release = release;
        }

        public void add(IpCityRow row) {
            Location location = new Location(row.countryCode(), row.region(), row.district(), row.city(),
                    row.postalCode(), row.latitude(), row.longitude());
            Integer number = locations.get(location);
            if (number == null) {
                number = locations.size();
                locations.put(location, number);
                store(number, location);
            }
            ranges.add(row.rangeStart(), row.rangeEnd(), number);
        }

        private void store(int number, Location location) {
            if (number == country.length) {
                int grown = number * 2;
                country = Arrays.copyOf(country, grown);
                region = Arrays.copyOf(region, grown);
                district = Arrays.copyOf(district, grown);
                city = Arrays.copyOf(city, grown);
                postalCode = Arrays.copyOf(postalCode, grown);
                latitude = Arrays.copyOf(latitude, grown);
                longitude = Arrays.copyOf(longitude, grown);
            }
            country[number] = (short) countries.numberOf(location.country());
            region[number] = texts.numberOf(location.region());
            district[number] = texts.numberOf(location.district());
            city[number] = texts.numberOf(location.city());
            postalCode[number] = texts.numberOf(location.postalCode());
            boolean located = location.latitude() != null && location.longitude() != null;
            latitude[number] = located ? location.latitude() : Double.NaN;
            longitude[number] = located ? location.longitude() : Double.NaN;
        }

        public IpCityView build() {
            return new IpCityView(this);
        }
    }
}
