package dev.geolookup.bench;

import dev.geolookup.place.FeatureRow;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.Collectors;

/**
 * An endless supply of generated features, each varied from a random bundled GeoNames place the way GeoNames'
 * many small features vary (creeks, hills, farms, schools near a town, named after it), with a long-tailed
 * population: most are zero, one in fifty between 10 and 100,000. Identifiers start at 20,000,000, above the
 * bundled ones. Alternate names follow the bundled files' distribution: each feature takes the alternate names of
 * another random bundled place (most have a few or none, large cities hundreds, in every script), varied as its
 * name is.
 */
final class GeneratedFeatures {

    /** Feature class, the word in the name, GeoNames' feature code. */
    private static final String[][] FEATURE_WORDS = {
            {"H", "Creek", "STM"}, {"H", "Lake", "LK"}, {"H", "River", "STM"}, {"H", "Bay", "BAY"},
            {"H", "Well", "WLL"}, {"H", "Spring", "SPNG"}, {"T", "Hill", "HLL"}, {"T", "Mount", "MT"},
            {"T", "Island", "ISL"}, {"T", "Point", "PT"}, {"T", "Valley", "VAL"}, {"T", "Peak", "PK"},
            {"S", "Farm", "FRM"}, {"S", "School", "SCH"}, {"S", "Church", "CH"}, {"S", "Station", "RSTN"},
            {"S", "Hotel", "HTL"}, {"S", "Mine", "MN"}, {"L", "Park", "PRK"}, {"L", "Reserve", "RESF"},
            {"V", "Forest", "FRST"}, {"V", "Wood", "WD"}, {"P", "Nord", "PPL"}, {"P", "Sur", "PPL"},
            {"A", "District", "ADMD"}, {"R", "Road", "RD"}, {"U", "Seamount", "SMU"}};

    private final List<FeatureRow> real;
    private final Random random;
    private long nextId = 20_000_000L;

    GeneratedFeatures(List<FeatureRow> real, Random random) {
        this.real = real;
        this.random = random;
    }

    FeatureRow next() {
        FeatureRow base = real.get(random.nextInt(real.size()));
        String[] word = FEATURE_WORDS[random.nextInt(FEATURE_WORDS.length)];
        int pattern = random.nextInt(4);
        int number = 1 + random.nextInt(30);
        String name = vary(base.name(), word[1], pattern, number);
        String ascii = base.asciiName() == null || base.asciiName().isEmpty() ? base.name() : base.asciiName();
        String asciiName = vary(ascii, word[1], pattern, number);
        long population = random.nextInt(50) == 0 ? (long) Math.pow(10, 1 + random.nextDouble() * 4) : 0;
        double lat = Math.max(-90, Math.min(90, base.latitude() + random.nextGaussian() * 0.3));
        double lng = base.longitude() + random.nextGaussian() * 0.3;
        lng = lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng;
        String alternates = real.get(random.nextInt(real.size())).alternateNames();
        String alternateNames = alternates == null || alternates.isEmpty() ? null
                : Arrays.stream(alternates.split(",")).map(alternate -> vary(alternate, word[1], pattern, number))
                        .collect(Collectors.joining(","));
        return new FeatureRow(nextId++, name, asciiName, word[0], word[2], base.countryCode(), base.admin1Code(),
                base.admin2Code(), lat, lng, population, base.timezone(), alternateNames);
    }

    private static String vary(String name, String word, int pattern, int number) {
        return switch (pattern) {
            case 0 -> name + " " + word;
            case 1 -> word + " " + name;
            case 2 -> name + " " + word + " " + number;
            default -> name.substring(0, Math.max(1, name.length() / 2)) + word.toLowerCase(Locale.ROOT);
        };
    }
}
