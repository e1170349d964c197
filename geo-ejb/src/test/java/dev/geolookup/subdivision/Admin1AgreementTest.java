package dev.geolookup.subdivision;

import dev.geolookup.boundary.SubdivisionOutlineView;
import dev.geolookup.boundary.SubdivisionUnit;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNameView;
import dev.geolookup.search.BundledGazetteer;
import dev.geolookup.testdata.BundledPostalRows;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.io.ParseException;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The admin1 at a point in every country, before the outlines (the nearest populated place of the country: the
 * gazetteer's countries and divisions are points the bundled data derives from the admin codes and these outlines,
 * not evidence of where a division runs) and with them (the outline that holds the point or lies within
 * {@value Admin1Outlines#SHORE_KM} km, else the nearest feature), held against the postal codes' own admin codes.
 * The rule: every postal code of the bundled file with a point whose admin code 1 is a GeoNames admin1 code of its
 * country, asked at that point within that country (the country at the point is /reverse's own matter, the same
 * for both rules). Prints the countries where the two differ, and what the outlines lost. Other settings of the rule are tried with
 * {@code -DargLine="-Dpurity=0.5 -DvotedPurity=0.9 -DborderKm=2 -DnearestKm=3"}.
 */
@Tag("data-quality")
class Admin1AgreementTest {

    /** A country with fewer codes than this says little in a share: it is printed, not held. */
    private static final int HELD_FROM_CODES = 100;
    /**
     * How many points a country may lose. Some postal files give a code the admin code of its post office rather
     * than of its point (83 Croatian codes of Lika-Senj lie in Zadar's outline), which no outline can agree with.
     */
    private static final double TOLERATED_LOSS = 2.5;

    private record Tally(int codes, int before, int after) {

        Tally plus(boolean beforeAgrees, boolean afterAgrees) {
            return new Tally(codes + 1, before + (beforeAgrees ? 1 : 0), after + (afterAgrees ? 1 : 0));
        }

        double beforeShare() {
            return 100.0 * before / codes;
        }

        double afterShare() {
            return 100.0 * after / codes;
        }
    }

    @Test
    void noCountryIsMuchWorseWithTheOutlines() throws IOException, ParseException {
        GazetteerView places = BundledGazetteer.view(BundledGazetteer.places());
        SubdivisionOutlineView outlines = BundledSubdivisions.outlines();
        Admin1Outlines crosswalk = Admin1Outlines.of(outlines,
                BundledSubdivisions.adminNames("admin1CodesASCII.txt.gz"),
                BundledSubdivisions.adminNames("admin2Codes.txt.gz"), places, IsoSubdivisionView.EMPTY,
                LocalNameView.EMPTY, rule());
        AdminNameView admin1Codes = BundledSubdivisions.adminNames("admin1CodesASCII.txt.gz");
        Map<String, Tally> tallies = new TreeMap<>();
        Map<String, Integer> lost = new TreeMap<>();
        BundledPostalRows.forEach(fields -> {
            String country = fields[BundledPostalRows.COUNTRY];
            String code = fields[BundledPostalRows.ADMIN1_CODE];
            if (fields[BundledPostalRows.LATITUDE].isEmpty() || !admin1Codes.has(country + "." + code)) {
                return;
            }
            double lat = Double.parseDouble(fields[BundledPostalRows.LATITUDE]);
            double lng = Double.parseDouble(fields[BundledPostalRows.LONGITUDE]);
            double[] nearestKm = new double[1];
            // The nearest populated place whose code is evidence, as /reverse takes it.
            String nearest = BundledSubdivisions.nearestEvidenceAdmin1(places, admin1Codes, crosswalk, lat, lng,
                    country, 'P', nearestKm);
            Admin1At outlined = crosswalk.at(lat, lng, country, nearest, nearestKm[0]);
            String after = outlined != null ? outlined.admin1Code() : nearest;
            if (code.equals(nearest) && !code.equals(after)) {
                SubdivisionUnit unit = outlines.at(lat, lng, Admin1Outlines.SHORE_KM);
                lost.merge(String.format("%s %s taken for %s in %s (%s)", country, after, code, unit.unitCode(),
                        unit.name()), 1, Integer::sum);
            }
            tallies.put(country, tallies.getOrDefault(country, new Tally(0, 0, 0))
                    .plus(code.equals(nearest), code.equals(after)));
        });
        List<String> worse = new ArrayList<>();
        StringBuilder table = new StringBuilder("admin1 at postal codes, before -> after the outlines:\n");
        Tally all = new Tally(0, 0, 0);
        for (Map.Entry<String, Tally> country : tallies.entrySet()) {
            Tally tally = country.getValue();
            all = new Tally(all.codes() + tally.codes(), all.before() + tally.before(), all.after() + tally.after());
            if (tally.before() != tally.after()) {
                table.append(String.format("  %s %,7d codes: %6.2f %% -> %6.2f %%%n", country.getKey(), tally.codes(),
                        tally.beforeShare(), tally.afterShare()));
            }
            if (tally.afterShare() < tally.beforeShare() - TOLERATED_LOSS && tally.codes() >= HELD_FROM_CODES) {
                worse.add(country.getKey());
            }
        }
        table.append(String.format("  all %,d codes in %d countries: %.2f %% -> %.2f %%", all.codes(), tallies.size(),
                all.beforeShare(), all.afterShare()));
        System.out.println(table);
        System.out.println("where the outlines lost what the nearest feature had, 50 codes or more:");
        lost.forEach((what, count) -> {
            if (count >= 50) {
                System.out.println("  " + what + ": " + count);
            }
        });
        assertThat(worse).as("countries with %d codes or more that the outlines make more than %s points worse",
                HELD_FROM_CODES, TOLERATED_LOSS).isEmpty();
        assertThat(all.after()).as("over all countries").isGreaterThan(all.before());
    }

    /** The chosen settings, each overridden by a system property of its name. */
    private static Admin1Outlines.Rule rule() {
        Admin1Outlines.Rule chosen = Admin1Outlines.Rule.CHOSEN;
        return new Admin1Outlines.Rule(setting("purity", chosen.purity()),
                setting("votedPurity", chosen.votedPurity()), setting("borderKm", chosen.borderKm()),
                setting("nearestKm", chosen.nearestKm()));
    }

    private static double setting(String name, double chosen) {
        return Double.parseDouble(System.getProperty(name, String.valueOf(chosen)));
    }
}
