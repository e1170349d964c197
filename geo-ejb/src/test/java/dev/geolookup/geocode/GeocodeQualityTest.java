package dev.geolookup.geocode;

import dev.geolookup.api.geocode.GeocodeMatch;
import dev.geolookup.api.geocode.GeocodeRow;
import dev.geolookup.api.geocode.MatchOutcome;
import dev.geolookup.api.text.Language;
import dev.geolookup.country.Country;
import dev.geolookup.country.CountryView;
import dev.geolookup.country.CountryViewHolder;
import dev.geolookup.place.Admin1IsoCodes;
import dev.geolookup.place.FeatureJson;
import dev.geolookup.place.GazetteerQueries;
import dev.geolookup.place.QualifierDictionary;
import dev.geolookup.search.BundledQualifiers;
import dev.geolookup.place.LocalNameView;
import dev.geolookup.search.BundledGazetteer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Geocoding the labelled list (LabelledListBuilder's rule) against the bundled cities: the right city first for at
 * least 90% of rows, and at least 99% right among rows with confidence 0.9 or more. Prints the accuracy per band of
 * confidence, which bench/reports/geocode-quality-*.md records.
 */
@Tag("data-quality")
class GeocodeQualityTest {

    private static final double[] BANDS = {0, 0.5, 0.7, 0.9, 1.0001};

    @Test
    void theRightCityComesFirstAndHighConfidenceIsRight() throws IOException {
        LocalNameView names = BundledGazetteer.localNames();
        QualifierDictionary qualifiers = BundledQualifiers.dictionary(BundledGazetteer.view(BundledGazetteer.places()));
        GazetteerQueries cities = new GazetteerQueries(BundledGazetteer.view(BundledGazetteer.cities()),
                FeatureJson.CITY, new CountryViewHolder(), names, Admin1IsoCodes.NONE, qualifiers);
        RowGeocoder geocoder = new RowGeocoder(cities, countries(), names.in(Language.NONE), Language.NONE,
                qualifiers);
        int rows = 0;
        int right = 0;
        int[] inBand = new int[BANDS.length - 1];
        int[] rightInBand = new int[BANDS.length - 1];
        int[] byOutcome = new int[MatchOutcome.values().length];
        try (Reader file = Files.newBufferedReader(LabelledListBuilder.FILE, StandardCharsets.UTF_8);
             CSVParser list = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get().parse(file)) {
            for (CSVRecord record : list) {
                GeocodeMatch match = geocoder.geocode(new GeocodeRow(record.getRecordNumber() + 1, record.get("name"),
                        record.get("country"), null, null, null));
                boolean isRight = match.geonameId() != null
                        && match.geonameId() == Long.parseLong(record.get("expected_geoname_id"));
                rows++;
                right += isRight ? 1 : 0;
                byOutcome[match.match().ordinal()]++;
                double confidence = match.confidence() == null ? 0 : match.confidence();
                for (int band = 0; band < inBand.length; band++) {
                    if (confidence >= BANDS[band] && confidence < BANDS[band + 1]) {
                        inBand[band]++;
                        rightInBand[band] += isRight ? 1 : 0;
                    }
                }
            }
        }
        System.out.printf(Locale.ROOT, "geocode quality: %d rows, right first %.1f%%%n", rows, 100.0 * right / rows);
        System.out.println("| confidence | rows | share of rows | right |");
        System.out.println("|---|---|---|---|");
        for (int band = 0; band < inBand.length; band++) {
            System.out.printf(Locale.ROOT, "| %.1f to %s | %d | %.1f%% | %.2f%% |%n", BANDS[band],
                    band == inBand.length - 1 ? "1.0" : String.format(Locale.ROOT, "%.1f", BANDS[band + 1]),
                    inBand[band], 100.0 * inBand[band] / rows,
                    inBand[band] == 0 ? 0 : 100.0 * rightInBand[band] / inBand[band]);
        }
        for (MatchOutcome outcome : MatchOutcome.values()) {
            System.out.printf(Locale.ROOT, "match=%s: %d%n", outcome.word(), byOutcome[outcome.ordinal()]);
        }
        assertThat(100.0 * right / rows).as("right first, %").isGreaterThanOrEqualTo(90);
        int confident = inBand[inBand.length - 1];
        assertThat(confident).as("rows with confidence 0.9 or more").isGreaterThan(rows / 3);
        assertThat(100.0 * rightInBand[inBand.length - 1] / confident).as("right among confident, %")
                .isGreaterThanOrEqualTo(99);
    }

    /** The countries of GeoNames' countryInfo, by code and English name. */
    private static CountryView countries() {
        List<Country> countries = new ArrayList<>();
        BundledGazetteer.countryInfo().forEach(fields ->
                countries.add(new Country(fields[0], fields[1], fields[4], countries.size())));
        return CountryView.of(1, countries);
    }
}
