package dev.geolookup.search;

import dev.geolookup.search.score.AlternateNames;

import dev.geolookup.place.FeatureRow;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.GazetteerViewBuilder;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/**
 * 20,000 generated features in many scripts, with alternate names, codes and links among them, kinds of feature
 * with and without a bonus, and their packed gazetteer: what the search tests and the gazetteer's own tests judge
 * against brute force.
 */
public final class GeneratedGazetteer {

    private static final String[] SYLLABLES = {"ber", "lin", "pa", "ris", "Saint-", "É", "tienne", "ß", "n'dja",
            "me", "na", "東京", "Łódź", "aa", "o", "x", " ", "Q"};
    /** Alternate names in several scripts, and the codes and links GeoNames mixes in, which are not searched. */
    private static final String[] ALTERNATES = {"Wien", "Вена", "北京", "Москва", "Roma", "Ρώμη", "München", "القاهرة",
            "กรุงเทพ", "नई दिल्ली", "서울", "New York", "Saint-Étienne", "ber", "Lin"};
    private static final String[] CODES = {"VIE", "EHAM", "1010", "https://en.wikipedia.org/wiki/X", "NL33"};
    private static final String[] COUNTRIES = {"DE", "FR", "NL", "AU", "TD", null};
    private static final String CLASSES = "PPPAHTS";
    /** Kinds of feature whose bonus lifts a row above its population's rank, or lowers it. */
    private static final String[] FEATURE_CODES = {"PPL", "PPL", "PPL", "PPLC", "PPLA", "PPLA2", "ADM1", "ADM2",
            "PCLI", "STM"};

    private static List<FeatureRow> features;
    private static GazetteerView gazetteer;

    /** The generated features, in the gazetteer's row order: by population, then id. */
    public static synchronized List<FeatureRow> features() {
        generate();
        return features;
    }

    /** The gazetteer built from them; generated once, later calls keep it. */
    public static synchronized GazetteerView gazetteer() {
        generate();
        return gazetteer;
    }

    private static void generate() {
        if (gazetteer != null) {
            return;
        }
        Random random = new Random(42);
        List<FeatureRow> rows = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            StringBuilder name = new StringBuilder();
            int syllables = 1 + random.nextInt(4);
            for (int s = 0; s < syllables; s++) {
                name.append(SYLLABLES[random.nextInt(SYLLABLES.length)]);
            }
            String text = name.toString();
            String ascii = random.nextInt(10) == 0 ? "alias" + random.nextInt(50) : text;
            double lat = random.nextInt(50) == 0 ? 89.9 + random.nextDouble() * 0.1 : random.nextDouble() * 180 - 90;
            double lng = random.nextDouble() * 360 - 180;
            long population = random.nextInt(4) == 0 ? 0 : random.nextInt(1_000_000);
            List<String> alternates = new ArrayList<>();
            for (int a = random.nextInt(3) == 0 ? random.nextInt(6) : 0; a > 0; a--) {
                alternates.add(random.nextInt(5) == 0 ? CODES[random.nextInt(CODES.length)]
                        : ALTERNATES[random.nextInt(ALTERNATES.length)] + (random.nextBoolean() ? "" : " " + i % 37));
            }
            rows.add(new FeatureRow(1 + i * 7L, text, ascii,
                    String.valueOf(CLASSES.charAt(random.nextInt(CLASSES.length()))),
                    FEATURE_CODES[random.nextInt(FEATURE_CODES.length)], COUNTRIES[random.nextInt(COUNTRIES.length)],
                    "01", random.nextInt(3) == 0 ? null : "0" + i % 9, lat, lng, population, "Europe/Berlin", alternates.isEmpty() ? null : String.join(",", alternates)));
        }
        rows.sort(Comparator.comparingLong(FeatureRow::population).reversed().thenComparingLong(FeatureRow::geonameId));
        features = rows;
        // The builder ranks the features itself, whatever order they come in.
        List<FeatureRow> shuffled = new ArrayList<>(rows);
        Collections.shuffle(shuffled, new Random(1));
        GazetteerViewBuilder builder = new GazetteerViewBuilder(1);
        shuffled.forEach(builder::add);
        gazetteer = builder.build();
    }

    private GeneratedGazetteer() {
    }

    /** Every searched name of a feature: its name, ASCII name and the alternate names that are names. */
    public static List<String> namesOf(FeatureRow feature) {
        List<String> names = new ArrayList<>(List.of(feature.name(), feature.asciiName()));
        names.addAll(AlternateNames.names(feature.alternateNames()));
        return names;
    }
}
