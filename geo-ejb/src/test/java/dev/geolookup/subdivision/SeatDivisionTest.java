package dev.geolookup.subdivision;

import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.FeatureRow;
import dev.geolookup.search.BundledGazetteer;
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
 * The division /reverse names at a seat's own point (issue 74): every seat of cities15000 (PPLA, PPLC) whose admin1
 * code is current (listed, and evidence where the country is reformed), asked at its point with itself as the
 * nearest feature, as ReverseQueries asks the crosswalk. Prints the share and the seats answered otherwise, by
 * country.
 */
@Tag("data-quality")
class SeatDivisionTest {

    /** The target. */
    private static final double TARGET = 99.5;

    @Test
    void aSeatsOwnPointIsInTheSeatsDivision() throws IOException, ParseException {
        Admin1Outlines crosswalk = BundledSubdivisions.bundledCrosswalk();
        AdminNameView admin1 = BundledSubdivisions.adminNames("admin1CodesASCII.txt.gz");
        int seats = 0;
        int right = 0;
        Map<String, List<String>> wrong = new TreeMap<>();
        for (FeatureRow seat : BundledGazetteer.cities()) {
            if (!seat.featureCode().equals("PPLA") && !seat.featureCode().equals("PPLC")
                    || !admin1.has(seat.countryCode() + "." + seat.admin1Code())
                    || !crosswalk.codeAgrees(seat.geonameId())) {
                continue;
            }
            seats++;
            Admin1At at = crosswalk.at(seat.latitude(), seat.longitude(), seat.countryCode(), seat.admin1Code(), 0);
            String answered = at == null ? seat.admin1Code() : at.admin1Code();
            if (answered.equals(seat.admin1Code())) {
                right++;
            } else {
                wrong.computeIfAbsent(seat.countryCode(), country -> new ArrayList<>()).add(seat.name() + " "
                        + seat.admin1Code() + "->" + answered);
            }
        }
        double share = 100.0 * right / seats;
        StringBuilder report = new StringBuilder(String.format("Seats in their own division: %d of %d, %.2f %%%n",
                right, seats, share));
        wrong.forEach((country, names) -> report.append("  ").append(country).append(": ")
                .append(String.join(", ", names)).append('\n'));
        System.out.println(report);
        assertThat(share).as(report.toString()).isGreaterThanOrEqualTo(TARGET);
    }
}
