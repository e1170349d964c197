package dev.geolookup.subdivision;

import dev.geolookup.place.AdminNameView;
import org.junit.jupiter.api.Tag;
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
 * The ISO 3166-2 code of every bundled admin1 by the rule IsoCodeRule states, with the report per country of what
 * is left and why: a country whose ISO top level is another level than GeoNames' admin1s (or has no codes), or
 * whose names differ too much to tie, with the codes of the country that no division took.
 */
@Tag("data-quality")
class Admin1IsoCodesTest {

    private static Admin1Outlines crosswalk;
    private static AdminNameView admin1;
    private static IsoSubdivisionView isoCodes;

    @BeforeAll
    static void build() throws IOException, ParseException {
        crosswalk = BundledSubdivisions.bundledCrosswalk();
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

    /** The cases of issue 61, each against ISO 3166-2 as published today (not against the files the rule reads). */
    @Test
    void naturalEarthsWithdrawnAndMisplacedCodesAreNotTaken() {
        assertThat(crosswalk.isoOf("CZ.52").code()).as("Prague since 2011").isEqualTo("CZ-10");
        assertThat(crosswalk.isoOf("CZ.88").code()).as("Central Bohemia since 2011").isEqualTo("CZ-20");
        assertThat(crosswalk.isoOf("GR.ESYE31").code()).as("Attica").isEqualTo("GR-I");
        assertThat(crosswalk.isoOf("RU.48").code()).as("the city of Moscow").isEqualTo("RU-MOW");
        assertThat(crosswalk.isoOf("RU.47").code()).as("Moscow Oblast").isEqualTo("RU-MOS");
        assertThat(crosswalk.isoOf("AF.36").code()).as("Paktia").isEqualTo("AF-PIA");
        assertThat(crosswalk.isoOf("EC.23").code()).as("Napo").isEqualTo("EC-N");
        assertThat(crosswalk.isoOf("EC.19").code()).as("Tungurahua").isEqualTo("EC-T");
        assertThat(crosswalk.isoOf("GY.12").code()).as("Demerara-Mahaica").isEqualTo("GY-DE");
        assertThat(crosswalk.isoOf("ER.04").code()).as("Gash-Barka").isEqualTo("ER-GB");
        assertThat(crosswalk.isoOf("MG.11")).as("a region of Madagascar is no province").isNull();
    }

    /** The cases of issue 74, against ISO 3166-2 as published: codes at the division's own level, names of types. */
    @Test
    void aProvinceHasItsOwnCodeNotItsGroupsAndANameOfTypeWordsFindsItsCode() {
        assertThat(crosswalk.isoOf("ID.28").code()).as("Maluku the province, not the unit").isEqualTo("ID-MA");
        assertThat(crosswalk.isoOf("ID.12").code()).as("South Kalimantan").isEqualTo("ID-KS");
        assertThat(crosswalk.isoOf("ID.32").code()).as("South Sumatra").isEqualTo("ID-SS");
        assertThat(crosswalk.isoOf("ID.36").code()).as("Papua").isEqualTo("ID-PA");
        assertThat(crosswalk.isoOf("BR.07").code()).as("Federal District, Distrito Federal").isEqualTo("BR-DF");
        assertThat(crosswalk.isoOf("CH.BS").code()).as("Basel-City, Basel-Stadt").isEqualTo("CH-BS");
        assertThat(crosswalk.isoOf("PE.LMA").code()).as("Lima Province").isEqualTo("PE-LMA");
        assertThat(crosswalk.isoOf("AZ.35").code()).as("Nakhchivan, an admin1 above Azerbaijan's districts")
                .isEqualTo("AZ-NX");
        assertThat(crosswalk.isoOf("ID.42").code()).as("North Kalimantan, Kalimantan Utara").isEqualTo("ID-KU");
        assertThat(crosswalk.isoOf("ID.PS")).as("South Papua (2022): iso-codes 4.15 has no code for it").isNull();
    }

    /** Divisions iso-codes names after their seats, against ISO 3166-2 as published. */
    @Test
    void aDivisionNamedAfterItsSeatOrTheCapitalsTerritoryTakesTheCodeOfTheSeatsName() {
        assertThat(crosswalk.isoOf("NG.11").code()).as("FCT, whose seat is Abuja").isEqualTo("NG-FC");
        assertThat(crosswalk.isoOf("SA.14").code()).as("Mecca Region, Makkah al Mukarramah").isEqualTo("SA-02");
        assertThat(crosswalk.isoOf("SA.05").code()).as("Medina Region, Al Madinah al Munawwarah")
                .isEqualTo("SA-03");
        assertThat(crosswalk.isoOf("YE.02").code()).as("Aden").isEqualTo("YE-AD");
        assertThat(crosswalk.isoOf("PS.GZ")).as("the Gaza Strip holds the governorate of Gaza; it is not it")
                .isNull();
        assertThat(crosswalk.isoOf("MG.21")).as("the region Upper Matsiatra is not the province of Fianarantsoa")
                .isNull();
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
            List<String> named = keys.stream().map(key -> key + " " + admin1.nameOf(key).orElse("")).toList();
            List<String> free = isoCodes.byCountry().getOrDefault(country, List.of()).stream()
                    .filter(entry -> !given.contains(entry.code())).map(entry -> entry.code() + " " + entry.name())
                    .toList();
            report.append(String.format("  %s %d of %d (%s): %s%n", country, keys.size(), admin1s, why,
                    named.size() > 6 ? String.join(", ", named.subList(0, 6)) + ", ..." : String.join(", ", named)));
            if (!free.isEmpty() && free.size() <= 12) {
                report.append(String.format("     codes not given: %s%n", String.join(", ", free)));
            }
        });
        System.out.println(report);
        assertThat(coded).isGreaterThan(3_400);
    }
}
