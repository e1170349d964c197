package dev.geolookup.subdivision;

import dev.geolookup.boundary.SubdivisionOutlineView;
import dev.geolookup.boundary.SubdivisionUnit;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.search.BundledGazetteer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.io.ParseException;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No admin1 code /reverse names is one /subdivisions lacks (issue 74, point 1): 100,000 points drawn inside the
 * outlines, each unit alike (a seeded draw, so every country with an outline is sampled), answered as
 * ReverseQueries decides: the outline's admin1, else the nearest feature of the country whose code is evidence.
 */
@Tag("data-quality")
class ListedCodesAtPointsTest {

    private static final int POINTS = 100_000;

    @Test
    void everyAdmin1CodeAnsweredAtAPointIsListed() throws IOException, ParseException {
        Admin1Outlines crosswalk = BundledSubdivisions.bundledCrosswalk();
        SubdivisionOutlineView outlines = BundledSubdivisions.outlines();
        AdminNameView admin1 = BundledSubdivisions.adminNames("admin1CodesASCII.txt.gz");
        GazetteerView places = BundledGazetteer.view(BundledGazetteer.places());
        List<SubdivisionUnit> units = new ArrayList<>(outlines.units().values().stream()
                .filter(unit -> unit.countryCode() != null).toList());
        units.sort((a, b) -> a.unitCode().compareTo(b.unitCode()));
        Random random = new Random(74);
        Map<String, Integer> unlisted = new TreeMap<>();
        int asked = 0;
        int answered = 0;
        while (asked < POINTS) {
            SubdivisionUnit unit = units.get(random.nextInt(units.size()));
            List<Polygon> polygons = outlines.index().polygonsOf(unit.unitCode());
            if (polygons.isEmpty()) {
                continue;
            }
            Envelope box = polygons.get(random.nextInt(polygons.size())).getEnvelopeInternal();
            double lat = box.getMinY() + random.nextDouble() * box.getHeight();
            double lng = box.getMinX() + random.nextDouble() * box.getWidth();
            SubdivisionUnit at = outlines.at(lat, lng, 0);
            if (at == null || !at.unitCode().equals(unit.unitCode())) {
                continue;
            }
            asked++;
            String country = unit.countryCode();
            double[] nearestKm = new double[1];
            String nearestCode = BundledSubdivisions.nearestEvidenceAdmin1(places, admin1, crosswalk, lat, lng,
                    country, GazetteerView.ANY, nearestKm);
            Admin1At outlined = crosswalk.at(lat, lng, country, nearestCode, nearestKm[0]);
            String code = outlined != null ? outlined.admin1Code() : nearestCode;
            if (code != null) {
                answered++;
                if (!admin1.has(country + "." + code)) {
                    unlisted.merge(country + "." + code, 1, Integer::sum);
                }
            }
        }
        System.out.printf("%,d points inside %,d outlines, %,d with an admin1; codes no division has: %s%n", asked,
                units.size(), answered, unlisted);
        assertThat(unlisted).as("admin1 codes answered that /subdivisions does not list").isEmpty();
    }
}
