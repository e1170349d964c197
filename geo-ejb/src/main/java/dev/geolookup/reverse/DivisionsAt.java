package dev.geolookup.reverse;

import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.search.index.RowFilter;
import dev.geolookup.spatial.NearestNeighbourIndex.Neighbours;
import dev.geolookup.subdivision.Admin1At;
import dev.geolookup.subdivision.Admin1Outlines;

/**
 * The first- and second-level divisions a point of a country lies in: the outline that holds it where one decides,
 * else the nearest feature of the country whose code is evidence; the nearest feature's second-level division only
 * where it lies in that first-level one. The same for /reverse and the adapters.
 *
 * @param admin1 null at sea or where the country has no division known here
 * @param admin2 null where none is known
 */
public record DivisionsAt(String countryCode, String admin1, String admin2) {

    /** CC.A1, as the admin names are keyed; null without an admin1. */
    public String admin1Key() {
        return admin1 == null ? null : countryCode + "." + admin1;
    }

    /** CC.A1.A2; null without an admin2. */
    public String admin2Key() {
        return admin2 == null ? null : admin1Key() + "." + admin2;
    }

    /**
     * @param nearestPlace the nearest gazetteer feature of all, which decides whenever it lies in the country: no
     *                     second search then
     */
    public static DivisionsAt point(GazetteerView gazetteer, AdminNameView admin1Names, AdminNameView admin2Names,
                                    Admin1Outlines outlines, Neighbours nearestPlace, double lat, double lng,
                                    String countryCode) {
        int country = countryCode == null ? GazetteerView.NO_SUCH_COUNTRY : gazetteer.countryNumber(countryCode);
        int row = -1;
        double rowKm = Double.NaN;
        if (country >= 0 && nearestPlace.size() > 0
                && countryCode.equals(gazetteer.countryCode(nearestPlace.points()[0]))) {
            row = nearestPlace.points()[0];
            rowKm = nearestPlace.distancesKm()[0];
        } else if (country >= 0) {
            Neighbours inCountry = gazetteer.nearest(lat, lng, 1, Double.POSITIVE_INFINITY, country, GazetteerView.ANY);
            row = inCountry.size() == 0 ? -1 : inCountry.points()[0];
            rowKm = inCountry.size() == 0 ? Double.NaN : inCountry.distancesKm()[0];
        }
        if (row >= 0 && admin1Names.size() > 0 && !isEvidence(gazetteer, admin1Names, outlines, row, countryCode)) {
            // A feature's code no division has, or another division's (GeoNames' rows keep theirs after a reform):
            // the nearest feature of the country whose code is evidence decides instead, so that no answer names a
            // code /subdivisions lacks or a division the point is not in.
            Neighbours listed = gazetteer.nearest(lat, lng, 1, Double.POSITIVE_INFINITY, RowFilter.NONE
                    .inCountry(country).alsoMatching(other -> isEvidence(gazetteer, admin1Names, outlines, other,
                            countryCode)));
            row = listed.size() == 0 ? -1 : listed.points()[0];
            rowKm = listed.size() == 0 ? Double.NaN : listed.distancesKm()[0];
        }
        String nearestAdmin1 = row < 0 ? null : gazetteer.admin1Code(row);
        Admin1At outlined = country < 0 ? null : outlines.at(lat, lng, countryCode, nearestAdmin1, rowKm);
        String admin1 = outlined != null ? outlined.admin1Code() : nearestAdmin1;
        String admin2 = admin1 == null || !admin1.equals(nearestAdmin1) ? null : gazetteer.admin2Code(row);
        if (admin2 != null && admin2Names.size() > 0
                && !admin2Names.has(countryCode + "." + admin1 + "." + admin2)) {
            admin2 = null;
        }
        return new DivisionsAt(countryCode, admin1, admin2);
    }

    /** Whether a feature's admin1 code is a listed division's and, in a reformed country, the outline's it lies in. */
    private static boolean isEvidence(GazetteerView gazetteer, AdminNameView admin1Names, Admin1Outlines outlines,
                                      int row, String countryCode) {
        return admin1Names.has(countryCode + "." + gazetteer.admin1Code(row))
                && outlines.codeAgrees(gazetteer.geonameId(row));
    }
}
