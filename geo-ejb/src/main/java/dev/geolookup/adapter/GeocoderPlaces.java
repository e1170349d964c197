package dev.geolookup.adapter;

import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNames;
import dev.geolookup.subdivision.Admin1Outlines;
import org.locationtech.jts.geom.Envelope;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;

/**
 * A gazetteer feature as Nominatim and photon describe a place (docs/API.md, "Moving from Nominatim"): its class
 * and type from its feature code and population, its rank, address type and layer, its importance from its
 * population, its name and address in the reader's language, and a box: the outline's for a country or a division,
 * else one around the point as wide as the place's type.
 */
public final class GeocoderPlaces {

    /** Address members that are codes, not names: display_name leaves them out. */
    private static final Set<String> CODES_IN_ADDRESS = Set.of("ISO3166-2-lvl4", "country_code");
    /** The populations from which a populated place is a city, a town and a village (OSM's rough sizes). */
    private static final long CITY = 100_000;
    private static final long TOWN = 10_000;
    private static final long VILLAGE = 200;

    private final AdapterViews views;
    private final GazetteerView gazetteer;
    private final LocalNames localNames;

    public GeocoderPlaces(AdapterViews views) {
        this.views = views;
        this.gazetteer = views.places();
        this.localNames = views.localNames();
    }

    /** Whether a row is a place Nominatim's clients ask this service for: a populated place or a division. */
    public boolean isPlace(int row) {
        String featureClass = gazetteer.featureClass(row);
        return "P".equals(featureClass) || "A".equals(featureClass);
    }

    public GeocoderPlace of(int row) {
        String code = gazetteer.featureCode(row);
        String countryCode = gazetteer.countryCode(row);
        long population = gazetteer.population(row);
        Kind kind = kindOf(gazetteer.featureClass(row), code, population);
        String admin1Key = countryCode == null || gazetteer.admin1Code(row) == null ? null
                : countryCode + "." + gazetteer.admin1Code(row);
        String admin2Key = admin1Key == null || gazetteer.admin2Code(row) == null ? null
                : admin1Key + "." + gazetteer.admin2Code(row);
        String name = nameOf(row);
        Map<String, String> address = new LinkedHashMap<>();
        if (kind.addressKey != null) {
            address.put(kind.addressKey, name);
        }
        if (kind.rank > Kind.COUNTY.rank) {
            putIfKnown(address, "county", divisionName(views.admin2Names(), admin2Key));
        }
        if (kind.rank > Kind.STATE.rank) {
            putIfKnown(address, "state", divisionName(views.admin1Names(), admin1Key));
        }
        if (kind.rank >= Kind.STATE.rank && admin1Key != null) {
            Admin1Outlines.IsoCode iso = views.admin1Outlines().isoOf(admin1Key);
            if (iso != null) {
                address.put("ISO3166-2-lvl4", iso.code());
            }
        }
        if (kind != Kind.COUNTRY) {
            putIfKnown(address, "country", views.countryName(countryCode));
        } else {
            address.put("country", name);
        }
        if (countryCode != null) {
            address.put("country_code", countryCode.toLowerCase(Locale.ROOT));
        }
        List<String> display = new ArrayList<>();
        address.forEach((member, value) -> {
            if (!CODES_IN_ADDRESS.contains(member)) {
                display.add(value);
            }
        });
        double lat = gazetteer.latitude(row);
        double lon = gazetteer.longitude(row);
        return new GeocoderPlace(gazetteer.geonameId(row), name, lat, lon, kind.category, kind.type, kind.rank,
                kind.addressType, kind.layer, importance(kind, population), String.join(", ", display), address,
                box(kind, code, countryCode, admin1Key, admin2Key, lat, lon));
    }

    /** The feature's name in the reader's language where one is known, else its GeoNames name. */
    private String nameOf(int row) {
        String local = localNames.nameOf(gazetteer.geonameId(row));
        return local != null ? local : gazetteer.name(row);
    }

    private String divisionName(AdminNameView names, String key) {
        if (key == null) {
            return null;
        }
        OptionalLong id = names.geonameIdOf(key);
        String local = id.isPresent() ? localNames.nameOf(id.getAsLong()) : null;
        return local != null ? local : names.nameOf(key).orElse(null);
    }

    private static void putIfKnown(Map<String, String> address, String member, String value) {
        if (value != null && !value.isEmpty()) {
            address.put(member, value);
        }
    }

    /**
     * Nominatim's importance runs from 0 to 1; here it grows with the logarithm of the population, as the search
     * order does, and a country or a first-level division is never below the importance its rank gives.
     */
    private static double importance(Kind kind, long population) {
        double byPopulation = Math.min(1, 0.2 + 0.08 * Math.log10(1 + Math.max(0, population)));
        double byRank = switch (kind) {
            case COUNTRY -> 0.8;
            case STATE -> 0.6;
            default -> 0;
        };
        return Math.round(Math.max(byPopulation, byRank) * 100_000) / 100_000.0;
    }

    private double[] box(Kind kind, String code, String countryCode, String admin1Key, String admin2Key, double lat,
                         double lon) {
        Envelope outline = AreaOutlines.boxOf(views, code, countryCode, admin1Key, admin2Key);
        if (outline != null) {
            return new double[] {outline.getMinY(), outline.getMaxY(), outline.getMinX(), outline.getMaxX()};
        }
        double half = kind.halfWidthDegrees;
        return new double[] {Math.max(-90, lat - half), Math.min(90, lat + half), Math.max(-180, lon - half),
                Math.min(180, lon + half)};
    }

    private static Kind kindOf(String featureClass, String code, long population) {
        if ("A".equals(featureClass)) {
            if (AreaOutlines.isCountry(code)) {
                return Kind.COUNTRY;
            }
            return switch (code == null ? "" : code) {
                case "ADM1", "ADM1H" -> Kind.STATE;
                case "ADM2", "ADM2H" -> Kind.COUNTY;
                default -> Kind.MUNICIPALITY;
            };
        }
        if ("PPLC".equals(code) || population >= CITY) {
            return Kind.CITY;
        }
        if (population >= TOWN) {
            return Kind.TOWN;
        }
        // GeoNames leaves many villages' population at 0 (unknown): a village then, not a hamlet.
        return population == 0 || population >= VILLAGE ? Kind.VILLAGE : Kind.HAMLET;
    }

    /** What a feature is to Nominatim and photon: Nominatim's place_rank, photon's layer, a box for a point. */
    private enum Kind {
        COUNTRY("boundary", "administrative", 4, "country", null, "country", 5),
        STATE("boundary", "administrative", 8, "state", "state", "state", 1),
        COUNTY("boundary", "administrative", 12, "county", "county", "county", 0.3),
        MUNICIPALITY("boundary", "administrative", 14, "municipality", "municipality", "city", 0.1),
        CITY("place", "city", 16, "city", "city", "city", 0.1),
        TOWN("place", "town", 18, "town", "town", "city", 0.05),
        VILLAGE("place", "village", 19, "village", "village", "city", 0.02),
        HAMLET("place", "hamlet", 20, "hamlet", "hamlet", "locality", 0.01);

        final String category;
        final String type;
        final int rank;
        final String addressType;
        final String addressKey;
        final String layer;
        final double halfWidthDegrees;

        Kind(String category, String type, int rank, String addressType, String addressKey, String layer,
             double halfWidthDegrees) {
            this.category = category;
            this.type = type;
            this.rank = rank;
            this.addressType = addressType;
            this.addressKey = addressKey;
            this.layer = layer;
            this.halfWidthDegrees = halfWidthDegrees;
        }
    }
}
