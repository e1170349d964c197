package dev.geolookup.subdivision;

import dev.geolookup.place.AdminNameView;
import dev.geolookup.search.BundledGazetteer;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.io.ParseException;

import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The ISO 3166-2 codes the rule gives, judged against a source it never reads: the subdivision names of Unicode
 * CLDR (npm cldr-subdivisions-full 48.2.0, its 95 locales merged). A code agrees where one of CLDR's names of it and
 * one of GeoNames' names of the division (its name, ASCII name and alternate names by language) agree as names of
 * divisions do (DivisionNames, at a looser bar than the rule's: the judge asks "same division?", not "which of two
 * alike?"). The disagreements are printed one by one: CLDR lags behind ISO in
 * places (Iran's codes before 2018, Morocco's regions before 2015), so a few are CLDR's.
 */
@Tag("data-quality")
class IsoCodesJudgedByCldrTest {

    /** Looser than the rule's bar: CLDR spells in English where GeoNames spells locally ("Kaunas County"). */
    private static final double SAME_DIVISION = 0.8;

    private static Admin1Outlines crosswalk;
    private static AdminNameView admin1;
    private static IsoSubdivisionView isoCodes;
    private static JsonObject cldr;
    private static Map<Long, List<String>> alternateNames;

    @BeforeAll
    static void build() throws IOException, ParseException {
        crosswalk = BundledSubdivisions.bundledCrosswalk();
        admin1 = BundledSubdivisions.adminNames("admin1CodesASCII.txt.gz");
        isoCodes = BundledSubdivisions.isoCodes();
        try (JsonReader reader = Json.createReader(new InputStreamReader(new GZIPInputStream(
                IsoCodesJudgedByCldrTest.class.getResourceAsStream("/authorities/cldr-subdivisions.json.gz")),
                StandardCharsets.UTF_8))) {
            cldr = reader.readObject();
        }
        alternateNames = new HashMap<>();
        BundledGazetteer.names().forEach(name -> alternateNames
                .computeIfAbsent(name.geonameId(), id -> new ArrayList<>()).add(name.name()));
    }

    @Test
    void everyCodeGivenIsACurrentCodeOfIsoCodes() {
        List<String> unlisted = new ArrayList<>();
        for (String key : admin1.codes()) {
            Admin1Outlines.IsoCode iso = crosswalk.isoOf(key);
            if (iso != null && !isoCodes.byCode().containsKey(iso.code())) {
                unlisted.add(key + " " + iso.code());
            }
        }
        assertThat(unlisted).isEmpty();
    }

    @Test
    void cldrNamesTheDivisionOfNearlyEveryCode() {
        List<String> disagree = new ArrayList<>();
        int judged = 0;
        int coded = 0;
        for (String key : admin1.codes()) {
            Admin1Outlines.IsoCode iso = crosswalk.isoOf(key);
            if (iso == null) {
                continue;
            }
            coded++;
            String cldrKey = iso.code().replace("-", "").toLowerCase(Locale.ROOT);
            List<String> cldrNames = new ArrayList<>();
            cldr.values().forEach(locale -> {
                String name = locale.asJsonObject().getString(cldrKey, null);
                if (name != null) {
                    cldrNames.add(name);
                }
            });
            if (cldrNames.isEmpty()) {
                continue;
            }
            judged++;
            List<String> names = new ArrayList<>();
            admin1.nameOf(key).ifPresent(names::add);
            admin1.asciiNameOf(key).ifPresent(names::add);
            admin1.geonameIdOf(key).ifPresent(id -> names.addAll(alternateNames.getOrDefault(id, List.of())));
            if (DivisionNames.similarity(DivisionNames.cores(names), DivisionNames.cores(cldrNames))
                    < SAME_DIVISION) {
                disagree.add(key + " " + names.get(0) + " = " + iso.code() + " " + cldrNames.get(0) + " | iso-codes: "
                        + isoCodes.byCode().get(iso.code()).name());
            }
        }
        System.out.printf("ISO codes judged by CLDR: %d of %d admin1s coded, %d named by CLDR, %d disagree:%n  %s%n",
                coded, admin1.codes().size(), judged, disagree.size(), String.join("\n  ", disagree));
        assertThat(judged).isGreaterThan(3_000);
        assertThat(disagree.size()).isLessThanOrEqualTo(judged * 3 / 100);
    }
}
