package dev.geolookup.subdivision;

import dev.geolookup.place.AdminNameView;
import dev.geolookup.search.BundledGazetteer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.io.ParseException;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The ISO 3166-2 code of every bundled admin1 by the rule Admin1Outlines states, with the report per country of what
 * is left and why: a country whose ISO top level is another level than GeoNames' admin1s (or has no codes), or
 * whose names differ where no outline ties them.
 */
class Admin1IsoCodesTest {

    private static Admin1Outlines crosswalk;
    private static AdminNameView admin1;
    private static IsoSubdivisionView isoCodes;

    @BeforeAll
    static void build() throws IOException, ParseException {
        crosswalk = BundledSubdivisions.crosswalk(BundledSubdivisions.outlines(),
                BundledGazetteer.view(BundledGazetteer.places()));
        admin1 = BundledSubdivisions.adminNames("admin1CodesASCII.txt.gz");
        isoCodes = BundledSubdivisions.isoCodes();
    }

    @Test
    void anAdmin1HasTheIsoCodeOfItsOutlineOfItsNameOrOfWhatLiesInIt() {
        assertThat(crosswalk.isoOf("US.CA")).isEqualTo(new Admin1Outlines.IsoCode("US-CA", "State"));
        assertThat(crosswalk.isoOf("DE.02").code()).isEqualTo("DE-BY");
        assertThat(crosswalk.isoOf("FR.11")).as("a region no outline is")
                .isEqualTo(new Admin1Outlines.IsoCode("FR-IDF", "Metropolitan region"));
        assertThat(crosswalk.isoOf("GB.ENG").code()).isEqualTo("GB-ENG");
        assertThat(crosswalk.isoOf("KE.54")).as("GeoNames' Wajir County is iso-codes' Wajir, a County")
                .isEqualTo(new Admin1Outlines.IsoCode("KE-46", "County"));
        assertThat(crosswalk.isoOf("FR.11.75").code()).as("a department is its outline's").isEqualTo("FR-75");
        assertThat(crosswalk.admin1KeyOfIsoCode("FR-IDF")).contains("FR.11");
    }

    @Test
    void mostAdmin1sHaveAnIsoCodeAndWhatIsLeftIsReported() {
        Map<String, List<String>> left = new TreeMap<>();
        Set<String> given = new HashSet<>();
        int coded = 0;
        for (String key : admin1.codes()) {
            Admin1Outlines.IsoCode iso = crosswalk.isoOf(key);
            if (iso == null) {
                left.computeIfAbsent(key.substring(0, 2), country -> new ArrayList<>()).add(key);
            } else {
                coded++;
                assertThat(given.add(iso.code())).as("%s given once", iso.code()).isTrue();
                assertThat(iso.code()).startsWith(key.substring(0, 2));
            }
        }
        StringBuilder report = new StringBuilder(String.format("ISO 3166-2 codes: %d of %d admin1s; left:%n", coded,
                admin1.codes().size()));
        left.forEach((country, keys) -> {
            int isoTopLevel = isoCodes.topLevelByCountry().getOrDefault(country, List.of()).size();
            int admin1s = admin1.codesUnder(country).size();
            String why = isoTopLevel == 0 ? "ISO 3166-2 has no codes"
                    : isoTopLevel != admin1s ? "ISO's top level has " + isoTopLevel + " codes, GeoNames "
                    + admin1s + " admin1s"
                    : "names differ and no outline ties them";
            report.append(String.format("  %s %d of %d (%s): %s%n", country, keys.size(), admin1s, why,
                    keys.size() > 6 ? String.join(", ", keys.subList(0, 6)) + ", ..." : String.join(", ", keys)));
        });
        System.out.println(report);
        assertThat(coded).isGreaterThan(3_400);
    }
}
