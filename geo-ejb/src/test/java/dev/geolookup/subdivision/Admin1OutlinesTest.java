package dev.geolookup.subdivision;

import dev.geolookup.boundary.SubdivisionOutlineView;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.search.BundledGazetteer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.io.ParseException;

import java.io.IOException;
import java.util.Map;
import java.util.Set;
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

    /**
     * Issue 74: Vietnam's admin1 list is of after the 2025 merger, while the gazetteer's rows keep the codes of
     * before, some of which now name other provinces (Cái Dầu in An Giang carries 01, now Hanoi's). Judged against
     * the provinces' names as GeoNames' own list gives them.
     */
    @Test
    void inAReformedCountryTheOutlineIsTheDivisionOfItsNameNotOfTheOldCodesInside() throws IOException {
        GazetteerView places = BundledGazetteer.view(BundledGazetteer.places());
        AdminNameView admin1 = BundledSubdivisions.adminNames("admin1CodesASCII.txt.gz");
        Set<String> reformed = Admin1Outlines.reformedCountries(places, admin1);
        assertThat(reformed).contains("VN", "NO").doesNotContain("US", "FR", "DE", "CN", "IN");
        Map<String, int[]> rows = new TreeMap<>();
        for (int row = 0; row < places.size(); row++) {
            if (reformed.contains(places.countryCode(row))) {
                int[] count = rows.computeIfAbsent(places.countryCode(row), country -> new int[3]);
                count[0]++;
                count[1] += admin1.has(places.countryCode(row) + "." + places.admin1Code(row)) ? 0 : 1;
                count[2] += crosswalk.codeAgrees(places.geonameId(row)) ? 0 : 1;
            }
        }
        StringBuilder report = new StringBuilder("Reformed countries: features, codes the list lacks, codes that "
                + "are no evidence (another division's than the outline's they lie in):\n");
        rows.forEach((country, count) -> report.append(String.format("  %s %,d features: %,d unlisted, %,d no "
                + "evidence%n", country, count[0], count[1], count[2])));
        System.out.println(report);
        assertThat(crosswalk.at(10.5216, 105.1259, "VN").admin1Code()).as("in An Giang").isEqualTo("91");
        assertThat(crosswalk.at(16.0544, 108.2022, "VN").admin1Code()).as("in Da Nang, not 78").isEqualTo("48");
        assertThat(crosswalk.at(21.0285, 105.8542, "VN").admin1Code()).as("in Hanoi").isEqualTo("01");
        assertThat(crosswalk.codeAgrees(8375952)).as("Cái Dầu's 01 is no evidence").isFalse();
        assertThat(crosswalk.codeAgrees(5368361)).as("Los Angeles, in no reformed country").isTrue();
    }

    @Test
    void anIsoCodeNamesTheAdmin1WhoseOutlineHasIt() {
        assertThat(crosswalk.admin1KeyOfIsoCode("US-CA")).contains("US.CA");
        assertThat(crosswalk.admin1KeyOfIsoCode("DE-BY")).contains("DE.02");
        assertThat(crosswalk.admin1KeyOfIsoCode("FR-75")).as("a department is no admin1").isEmpty();
        assertThat(crosswalk.admin1KeyOfIsoCode("US-ZZ")).isEmpty();
    }
}
