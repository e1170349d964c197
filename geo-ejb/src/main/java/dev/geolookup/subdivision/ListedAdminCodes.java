package dev.geolookup.subdivision;

import dev.geolookup.place.AdminCodeCorrections;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;

import java.util.Objects;

/**
 * The rule that gives each feature's record only admin codes /subdivisions lists (issue 74, point 1). A row keeps
 * its admin1 code where a listed division has it and, in a reformed country, the feature lies in that division's
 * outline ({@link Admin1Outlines#codeAgrees}). Otherwise the outline at the feature's point decides, and where none
 * does the record carries no admin1: a wrong code misleads more than none. A row keeps its admin2 code only under the
 * admin1 it was given with, and only where /subdivisions lists that admin2.
 */
public final class ListedAdminCodes {

    private ListedAdminCodes() {
    }

    /**
     * The corrections of one view. Without a list of admin1 divisions nothing is corrected; without one of admin2
     * divisions, admin2 codes are kept under a kept admin1.
     *
     * @param edition what the corrections are made with, for {@link AdminCodeCorrections#madeFor}
     */
    public static AdminCodeCorrections of(GazetteerView view, AdminNameView admin1Names, AdminNameView admin2Names,
                                          Admin1Outlines crosswalk, Object edition) {
        AdminCodeCorrections.Builder corrections = new AdminCodeCorrections.Builder(view, edition);
        if (admin1Names.size() == 0) {
            return corrections.build();
        }
        for (int row = 0; row < view.size(); row++) {
            String country = view.countryCode(row);
            String givenAdmin1 = view.givenAdmin1Code(row);
            String givenAdmin2 = view.givenAdmin2Code(row);
            if (country == null || givenAdmin1 == null && givenAdmin2 == null) {
                continue;
            }
            String admin1 = givenAdmin1;
            if (admin1 != null && !(admin1Names.has(country + "." + admin1)
                    && crosswalk.codeAgrees(view.geonameId(row)))) {
                Admin1At outlined = crosswalk.at(view.latitude(row), view.longitude(row), country);
                admin1 = outlined == null || !admin1Names.has(country + "." + outlined.admin1Code())
                        ? null : outlined.admin1Code();
            }
            String admin2 = Objects.equals(admin1, givenAdmin1) ? givenAdmin2 : null;
            if (admin2 != null && (admin1 == null
                    || admin2Names.size() > 0 && !admin2Names.has(country + "." + admin1 + "." + admin2))) {
                admin2 = null;
            }
            if (!Objects.equals(admin1, givenAdmin1) || !Objects.equals(admin2, givenAdmin2)) {
                corrections.correct(row, admin1, admin2);
            }
        }
        return corrections.build();
    }
}
