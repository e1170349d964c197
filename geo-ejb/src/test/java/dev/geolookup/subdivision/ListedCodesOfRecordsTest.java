package dev.geolookup.subdivision;

import dev.geolookup.place.AdminCodeCorrections;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.search.BundledGazetteer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.io.ParseException;

import java.io.IOException;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No feature's own record names an admin1 or admin2 code /subdivisions lacks (issue 74, point 1): every row of the
 * bundled places and cities, read as the served views read it once the corrections of {@link ListedAdminCodes} are
 * taken. Prints, per country, the rows whose given codes were replaced, and checks the two rows the issue names.
 */
@Tag("data-quality")
class ListedCodesOfRecordsTest {

    private static final int CAI_DAU = 8375952;

    @Test
    void everyRecordOfPlacesAndCitiesNamesOnlyListedCodes() throws IOException, ParseException {
        Admin1Outlines crosswalk = BundledSubdivisions.bundledCrosswalk();
        AdminNameView admin1 = BundledSubdivisions.adminNames("admin1CodesASCII.txt.gz");
        AdminNameView admin2 = BundledSubdivisions.adminNames("admin2Codes.txt.gz");
        for (GazetteerView view : new GazetteerView[] {BundledSubdivisions.bundledPlaces(),
                BundledGazetteer.view(BundledGazetteer.cities())}) {
            Map<String, Integer> unlistedBefore = unlisted(view, admin1, admin2);
            AdminCodeCorrections corrections = ListedAdminCodes.of(view, admin1, admin2, crosswalk, "bundled");
            view.correct(corrections);
            Map<String, Integer> correctedByCountry = new TreeMap<>();
            for (int row = 0; row < view.size(); row++) {
                if (!same(view.admin1Code(row), view.givenAdmin1Code(row))
                        || !same(view.admin2Code(row), view.givenAdmin2Code(row))) {
                    correctedByCountry.merge(view.countryCode(row), 1, Integer::sum);
                }
            }
            System.out.printf("%,d rows; given codes no division has: %,d distinct, on %,d rows%n%,d rows corrected,"
                    + " by country: %s%n", view.size(), unlistedBefore.size(),
                    unlistedBefore.values().stream().mapToInt(n -> n).sum(), corrections.size(), correctedByCountry);
            assertThat(unlisted(view, admin1, admin2)).as("codes /subdivisions does not list, after").isEmpty();
            assertThat(corrections.size()).isEqualTo(correctedByCountry.values().stream().mapToInt(n -> n).sum());
        }
    }

    private static boolean same(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }

    @Test
    void aVietnameseRowOfBeforeTheMergerNamesTheProvinceItLiesIn() throws IOException, ParseException {
        GazetteerView places = BundledSubdivisions.bundledPlaces();
        Admin1Outlines crosswalk = BundledSubdivisions.bundledCrosswalk();
        places.correct(ListedAdminCodes.of(places, BundledSubdivisions.adminNames("admin1CodesASCII.txt.gz"),
                BundledSubdivisions.adminNames("admin2Codes.txt.gz"), crosswalk, "bundled"));
        int row = places.requireRow(CAI_DAU, "Place");
        assertThat(places.givenAdmin1Code(row)).as("as GeoNames' row has it").isEqualTo("01");
        assertThat(places.admin1Code(row)).as("An Giang, the province it lies in").isEqualTo("91");
    }

    /** The admin codes the rows carry that /subdivisions does not list, counted by code. */
    private static Map<String, Integer> unlisted(GazetteerView view, AdminNameView admin1, AdminNameView admin2) {
        Map<String, Integer> unlisted = new TreeMap<>();
        for (int row = 0; row < view.size(); row++) {
            String key = view.countryCode(row) + "." + view.admin1Code(row);
            if (view.admin1Code(row) != null && !admin1.has(key)) {
                unlisted.merge(key, 1, Integer::sum);
            }
            if (view.admin2Code(row) != null && !admin2.has(key + "." + view.admin2Code(row))) {
                unlisted.merge(key + "." + view.admin2Code(row), 1, Integer::sum);
            }
        }
        return unlisted;
    }
}
