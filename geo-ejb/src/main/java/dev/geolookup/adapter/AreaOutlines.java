package dev.geolookup.adapter;

import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Polygon;

import java.util.List;
import java.util.Set;

/**
 * The outline a gazetteer feature stands for, where it is an area this service holds the outline of: a country (its
 * boundary) or a first- or second-level division. The compatible APIs give its box (GeoNames' bbox, Nominatim's
 * boundingbox, photon's extent).
 */
public final class AreaOutlines {

    /** GeoNames' feature codes of countries, dependencies and territories. */
    private static final Set<String> COUNTRY_CODES = Set.of("PCLI", "PCLD", "PCLF", "PCLS", "PCLIX", "PCL", "TERR");

    private AreaOutlines() {
    }

    public static boolean isCountry(String featureCode) {
        return COUNTRY_CODES.contains(featureCode);
    }

    /**
     * The box of the feature's outline, null where it is no country or division (a historic one, ADM1H, has no
     * current outline) or its outline is not held.
     */
    public static Envelope boxOf(AdapterViews views, String featureCode, String countryCode, String admin1Key,
                                 String admin2Key) {
        List<Polygon> outline;
        if (isCountry(featureCode)) {
            String alpha3 = views.countries().alpha3Of(countryCode);
            outline = alpha3 == null ? List.of() : views.countryBoundaries().index().polygonsOf(alpha3);
        } else if ("ADM1".equals(featureCode) && admin1Key != null) {
            outline = views.admin1Outlines().outlineOf(admin1Key);
        } else if ("ADM2".equals(featureCode) && admin2Key != null) {
            outline = views.admin1Outlines().outlineOf(admin2Key);
        } else {
            return null;
        }
        return boxOf(outline);
    }

    /** The box around an outline's polygons; null for none. */
    public static Envelope boxOf(List<Polygon> outline) {
        if (outline.isEmpty()) {
            return null;
        }
        Envelope box = new Envelope();
        outline.forEach(polygon -> box.expandToInclude(polygon.getEnvelopeInternal()));
        return box;
    }
}
