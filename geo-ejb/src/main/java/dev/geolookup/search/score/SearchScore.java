package dev.geolookup.search.score;

/**
 * The one scoring model of name search, every way it runs (plain, near a focus, in an area, typo-tolerant, batch,
 * MCP): the features are ranked by
 * <pre>
 * total      = text + (1 - bias) * importance + bias * distance
 * text       = {@value #TEXT_WEIGHT} * weight(class of the name that matched) * credit(how it matched)
 * importance = log10(1 + population) + kind bonus(feature code)
 * distance   = -{@value #DISTANCE_WEIGHT} * log10(1 + km / {@value #DISTANCE_SCALE_KM})   (with a focus, else 0)
 * </pre>
 * the best of a feature's names deciding its text (the name whose own text is highest). Without a focus, bias is 0.
 * The numbers were judged on the bundled data (RankingQualityTest, bench/reports/ranking-quality-*.md): a large
 * city's own name starting with the query beats a hamlet whose name equals it, an alternate name finds a place but
 * never earns the credit of the name it goes by, and {@code rank=population} (or a search without text) keeps the
 * population order: there text is 0 and importance is log10(1 + population) alone.
 */
public final class SearchScore {

    static final double TEXT_WEIGHT = 3.2;
    static final double DISTANCE_WEIGHT = 2;
    static final double DISTANCE_SCALE_KM = 50;
    /**
     * The most people a country's or a division's importance counts. Their population is that of every place in
     * them: counted whole, a country of a hundred million would come before any city on the weakest match (Brazil
     * on "Ber" through a name in one of 170 languages) and a province before the city it is named after.
     */
    static final long AREA_POPULATION_CAP = 2_000_000;
    /** The largest kind bonus: what a bound on importance adds to log10(1 + population). */
    public static final double MAX_KIND_BONUS = 0.5;

    /**
     * What a place found by reading the last word of a query as the start of a qualifier's name ("Paris, Te" for
     * Texas) gives up against one found by the word as written ("London, ON" for Ontario, not England through an
     * "On..." name): the most text a name can earn, so that a completion rarely passes a qualifier as written.
     */
    public static final double COMPLETED_QUALIFIER = TEXT_WEIGHT;

    private SearchScore() {
    }

    static double weight(NameClass nameClass) {
        return switch (nameClass) {
            case OWN, READER_LANGUAGE -> 1;
            case PREFERRED -> 0.55;
            case LANGUAGE -> 0.5;
            case ALTERNATE -> 0.4;
            case HISTORIC -> 0.25;
        };
    }

    static double credit(MatchKind kind) {
        return switch (kind) {
            case EQUAL -> 1;
            case STARTS_WITH -> 0.88;
            case WORD_STARTS_WITH -> 0.3;
            case CONTAINS -> 0.1;
            case FUZZY -> 0.5;
        };
    }

    public static double text(NameClass nameClass, MatchKind kind) {
        return TEXT_WEIGHT * weight(nameClass) * credit(kind);
    }

    /** The most any name can earn by matching this way: the feature's own name's text. */
    public static double bestText(MatchKind kind) {
        return text(NameClass.OWN, kind);
    }

    /**
     * Countries and capitals, then first-level divisions and their seats: the kinds of feature people look for by
     * name more often than their population says. A division below the first level comes after the town it is
     * usually named after, which it outnumbers.
     */
    public static double kindBonus(String featureCode) {
        if (featureCode == null) {
            return 0;
        }
        return switch (featureCode) {
            case "PCLI", "PCLD", "PCLF", "PCLS", "PCL", "PCLIX", "TERR" -> MAX_KIND_BONUS;
            case "PPLC" -> 0.5;
            case "PPLG" -> 0.4;
            case "PPLA" -> 0.3;
            case "PPLA2" -> 0.1;
            case "ADM1" -> -0.4;
            case "ADM2", "ADM3", "ADM4", "ADM5", "ADMD" -> -0.6;
            default -> 0;
        };
    }

    public static double populationImportance(long population) {
        return Math.log10(1 + population);
    }

    public static double importance(long population, String featureCode) {
        return populationImportance(countsEveryoneInside(featureCode) ? Math.min(population, AREA_POPULATION_CAP)
                : population) + kindBonus(featureCode);
    }

    /** Whether the feature is a country or a division, whose population is that of every place in it. */
    private static boolean countsEveryoneInside(String featureCode) {
        return featureCode != null && (featureCode.startsWith("PCL") || featureCode.equals("TERR")
                || featureCode.startsWith("ADM"));
    }

    public static double distance(double km) {
        return -DISTANCE_WEIGHT * Math.log10(1 + km / DISTANCE_SCALE_KM);
    }

    public static double total(double text, double importance, double distance, double bias) {
        return bias == 0 ? text + importance : text + (1 - bias) * importance + bias * distance;
    }
}
