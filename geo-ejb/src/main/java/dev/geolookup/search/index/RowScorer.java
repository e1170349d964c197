package dev.geolookup.search.index;

import dev.geolookup.search.score.MatchKind;
import dev.geolookup.search.score.NameClass;
import dev.geolookup.search.score.NameClassifier;
import dev.geolookup.search.score.NameMatch;
import dev.geolookup.search.score.ScoreParts;
import dev.geolookup.search.score.SearchScore;

import dev.geolookup.api.place.SearchFocus;
import dev.geolookup.spatial.GreatCircle;

import java.util.HashMap;
import java.util.Map;

/**
 * {@link SearchScore} for one query over one gazetteer: each row's best name, importance and distance, and the
 * bounds the walks stop by. By relevance (a query with text, {@code rank=relevance}) a row scores its text and its
 * importance with the kind bonus; in population order, log10(1 + population) alone.
 */
public final class RowScorer {

    private static final double ROUNDING = 1e-5;
    private static final int KEPT_MATCHES = 512;

    private final SearchIndex index;
    private final byte[] needle;
    private final NameClassifier classifier;
    private final SearchFocus focus;
    private final double bias;
    private final boolean byRelevance;
    private final Map<Integer, NameMatch> matches = new HashMap<>();

    /** @param focus null for none */
    public RowScorer(SearchIndex index, byte[] needle, NameClassifier classifier, SearchFocus focus,
              boolean byRelevance) {
        this.index = index;
        this.needle = needle;
        this.classifier = classifier;
        this.focus = focus;
        this.bias = focus == null ? 0 : focus.bias();
        this.byRelevance = byRelevance && needle.length > 0;
    }

    /** The same query's scorer without a focus: text and importance alone. */
    public RowScorer withoutFocus() {
        return new RowScorer(index, needle, classifier, null, byRelevance);
    }

    public byte[] needle() {
        return needle;
    }

    public boolean byRelevance() {
        return byRelevance;
    }

    public double bias() {
        return bias;
    }

    public SearchFocus focus() {
        return focus;
    }

    /**
     * The row's best name for the query; for a search in population order, a match that earns nothing. The first
     * rows scored are kept, for the answer's rows are asked again for their matchedName and explanation; a walk that
     * scores thousands keeps no more.
     */
    NameMatch match(int row) {
        if (!byRelevance) {
            return new NameMatch(0, MatchKind.CONTAINS, NameClass.OWN, 0);
        }
        NameMatch kept = matches.get(row);
        if (kept != null) {
            return kept;
        }
        NameMatch match = index.bestMatch(row, needle, classifier);
        if (matches.size() < KEPT_MATCHES) {
            matches.put(row, match);
        }
        return match;
    }

    /** The row's best name for the query by relevance, whatever the order asked for: what matchedName says. */
    public NameMatch relevantMatch(int row) {
        return byRelevance ? match(row) : index.bestMatch(row, needle, classifier);
    }

    public double importance(int row) {
        return byRelevance ? index.importance(row) : SearchScore.populationImportance(index.population(row));
    }

    /**
     * At least the importance of this row and of every row after it in rank order (no more populous); a hair above,
     * for the importance a row keeps is rounded to a float.
     */
    public double importanceCeiling(int row) {
        double population = SearchScore.populationImportance(index.population(row));
        return byRelevance ? population + SearchScore.MAX_KIND_BONUS + ROUNDING : population;
    }

    /** The row's total score; negative infinity where no name of it holds the query. */
    public double score(int row) {
        return score(row, match(row));
    }

    /** The total score of a row that matched typo-tolerantly. */
    public double fuzzyScore(int row) {
        return score(row, NameMatch.FUZZY);
    }

    private double score(int row, NameMatch match) {
        if (!match.found()) {
            return Double.NEGATIVE_INFINITY;
        }
        return SearchScore.total(match.text(), importance(row), bias == 0 ? 0 : SearchScore.distance(distanceKm(row)),
                bias);
    }

    /**
     * The most a row can score whose text is at most {@code text}, whose importance is at most {@code importance}
     * and which lies at least {@code km} from the focus (0 without one).
     */
    public double bound(double text, double importance, double km) {
        return SearchScore.total(text, importance, bias == 0 ? 0 : SearchScore.distance(km), bias);
    }

    /**
     * The most this row can score with text at most {@code text}: its own importance and distance, without reading
     * its names, which is the costly part of a score.
     */
    public double rowBound(double text, int row) {
        return bound(text, importance(row), bias == 0 ? 0 : distanceKm(row));
    }

    /** The most text a row found through a match of this kind can earn; 0 in population order. */
    public double textBound(MatchKind kind) {
        return byRelevance ? SearchScore.bestText(kind) : 0;
    }

    /** The most text a row found through an alternate name matching this way can earn. */
    double alternateTextBound(MatchKind kind) {
        return byRelevance ? SearchScore.text(classifier.bestClass(), kind) : 0;
    }

    /** The most text any row can earn: its name equal to the query. */
    public double anyTextBound() {
        return textBound(MatchKind.EQUAL);
    }

    public double distanceKm(int row) {
        return GreatCircle.distanceKm(focus.point().latitude(), focus.point().longitude(), index.latitude(row),
                index.longitude(row));
    }

    /** The parts of the row's score, for {@code explain=true}; fuzzy when it was found typo-tolerantly. */
    public ScoreParts explain(int row, boolean fuzzy) {
        NameMatch match = fuzzy ? NameMatch.FUZZY : match(row);
        double importance = importance(row);
        double distance = focus == null ? 0 : SearchScore.distance(distanceKm(row));
        String matchedName = !byRelevance ? null : match.isAlternate() ? index.alternateName(row, match.part())
                : match.part() == 1 ? index.asciiName(row) : index.name(row);
        return new ScoreParts(matchedName, byRelevance ? match.nameClass() : null, byRelevance ? match.kind() : null,
                match.text(), importance, distance, bias, SearchScore.total(match.text(), importance, distance, bias));
    }
}
