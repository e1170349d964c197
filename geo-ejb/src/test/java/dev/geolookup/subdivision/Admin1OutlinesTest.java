package dev.geolookup.subdivision;

import dev.geolookup.boundary.SubdivisionOutlineView;
import dev.geolookup.search.BundledGazetteer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.io.ParseException;

import java.io.IOException;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The crosswalk of the bundled outlines to the bundled admin1 codes, by the rule Admin1Outlines states: what each
 * step decides, and a few units checked by hand. Prints the units left undecided per country.
 */
@Tag("data-quality")
class Admin1OutlinesTest {

    private static SubdivisionOutlineView outlines;
    private static Admin1Outlines crosswalk;

    @BeforeAll
    static void build() throws IOException, ParseException {
        outlines = BundledSubdivisions.outlines();
        crosswalk = BundledSubdivisions.crosswalk(outlines, BundledGazetteer.view(BundledGazetteer.places()));
    }

    @Test
    void almostEveryUnitHasItsAdmin1() {
        Map<String, Integer> undecided = new TreeMap<>();
        outlines.units().values().stream().filter(unit -> crosswalk.admin1KeyOf(unit.unitCode()) == null)
                .forEach(unit -> undecided.merge(String.valueOf(unit.countryCode()), 1, Integer::sum));
        System.out.println("subdivision outlines: " + crosswalk.unitsDecided() + " of " + outlines.size()
                + " units have an admin1; left per country: " + undecided);
        assertThat(crosswalk.unitsDecided()).isGreaterThan(4_300);
    }

    @Test
    void aUnitIsItsAdmin1OrLiesInIt() {
        Admin1At sacramento = crosswalk.at(38.5816, -121.4944, "US");
        assertThat(sacramento.admin1Code()).isEqualTo("CA");
        assertThat(sacramento.division().isoCode()).isEqualTo("US-CA");
        assertThat(sacramento.division().typeEn()).isEqualTo("State");
        assertThat(sacramento.division().names()).containsEntry("de", "Kalifornien");
        Admin1At paris = crosswalk.at(48.8566, 2.3522, "FR");
        assertThat(paris.admin1Code()).as("a department lies in its region").isEqualTo("11");
        assertThat(paris.division()).as("the department is not the region").isNull();
        Admin1At munich = crosswalk.at(48.1374, 11.5755, "DE");
        assertThat(munich.admin1Code()).isEqualTo("02");
        assertThat(munich.division().isoCode()).isEqualTo("DE-BY");
        assertThat(crosswalk.at(38.5816, -121.4944, "MX")).as("another country's admin1 is none").isNull();
        assertThat(crosswalk.at(0, -30, "BR")).as("the open sea").isNull();
    }

    @Test
    void anIsoCodeNamesTheAdmin1WhoseOutlineHasIt() {
        assertThat(crosswalk.admin1KeyOfIsoCode("US-CA")).contains("US.CA");
        assertThat(crosswalk.admin1KeyOfIsoCode("DE-BY")).contains("DE.02");
        assertThat(crosswalk.admin1KeyOfIsoCode("FR-75")).as("a department is no admin1").isEmpty();
        assertThat(crosswalk.admin1KeyOfIsoCode("US-ZZ")).isEmpty();
    }
}
