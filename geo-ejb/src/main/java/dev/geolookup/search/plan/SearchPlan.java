package dev.geolookup.search.plan;

import dev.geolookup.search.index.GridArea;
import dev.geolookup.search.index.RowFilter;
import dev.geolookup.search.index.RowScorer;
import dev.geolookup.search.index.SearchIndex;
import dev.geolookup.search.score.NameClassifier;
import dev.geolookup.search.score.NameMatch;
import dev.geolookup.search.score.ScoreParts;
import dev.geolookup.search.score.Typos;

import dev.geolookup.api.place.SearchFocus;
import dev.geolookup.api.place.SearchOrder;
import dev.geolookup.readmodel.BestRows;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * Where every name search is decided: which plan reads the rows, how typo-tolerant matches join them, and what each
 * result says of its match. Without a focus that weighs, a search reads rows in rank order (population order, or no
 * text) or by {@link NameSearch} (relevance), an area too wide to read by its cells being a filter there; with such a
 * focus, or an area of few cells, by {@link LocatedSearch}. Every plan ranks by
 * {@link dev.geolookup.search.score.SearchScore}. With {@code fuzzy}, where fewer rows hold the query than asked
 * for, the rows a typo away ({@link FuzzySearch}) are scored as such and merged by score (in population order, they
 * follow).
 */
public final class SearchPlan {

    /**
     * The rows found, best first; with a focus, their distances from it (else null); the alternate name each was
     * found through (null for its own name or a typo); and with explain, each one's score parts (else null).
     */
    public record Found(int[] rows, double[] distancesKm, String[] matchedNames, ScoreParts[] explanations) {
    }

    private final SearchIndex index;
    private final NameClassifier classifier;
    private final LocatedSearch.Limits limits;
    private final boolean wordStartsOnly;

    public SearchPlan(SearchIndex index, NameClassifier classifier) {
        this(index, classifier, LocatedSearch.Limits.DEFAULT);
    }

    /** With other limits for located search than the default; for the tests. */
    public SearchPlan(SearchIndex index, NameClassifier classifier, LocatedSearch.Limits limits) {
        this(index, classifier, limits, false);
    }

    private SearchPlan(SearchIndex index, NameClassifier classifier, LocatedSearch.Limits limits,
                       boolean wordStartsOnly) {
        this.index = index;
        this.classifier = classifier;
        this.limits = limits;
        this.wordStartsOnly = wordStartsOnly;
    }

    /**
     * The same plan, but that by relevance without a focus it finds only names, or words of them, that start with
     * the query, not names that hold it inside a word: a name written with its division or country is a name
     * ("Paris, Texas" is not Kiparisovo), and leaving the rest out spares reading every row that holds the text.
     */
    public SearchPlan wordStartsOnly() {
        return new SearchPlan(index, classifier, limits, true);
    }

    /** @param focus null for none */
    public Found search(String foldedQuery, RowFilter filter, SearchFocus focus, SearchOrder order, int limit,
                        boolean fuzzy, boolean explain) {
        return search(foldedQuery, filter, focus, order, limit, fuzzy ? Typos.TWO : Typos.NONE, explain);
    }

    /** @param typos how far a name may be from the query where fewer rows than limit hold it */
    public Found search(String foldedQuery, RowFilter filter, SearchFocus focus, SearchOrder order, int limit,
                        Typos typos, boolean explain) {
        byte[] needle = foldedQuery.getBytes(StandardCharsets.UTF_8);
        RowScorer scorer = new RowScorer(index, needle, classifier, focus, order == SearchOrder.RELEVANCE);
        // Without a focus that weighs, an area too wide to read by its cells is only a filter on the index's rows.
        boolean located = (focus != null && focus.bias() > 0)
                || (filter.area() != null && GridArea.of(filter.area()).cellCount() <= LocatedSearch.AREA_CELLS);
        BestRows best = new BestRows(limit);
        int[] rows;
        double[] scores = new double[limit];
        if (!located && !scorer.byRelevance()) {
            rows = index.inRankOrder(needle, filter, limit);
        } else {
            if (!located) {
                new NameSearch(index, needle, filter, scorer, wordStartsOnly).offerTo(best, limit);
            } else {
                new LocatedSearch(index, filter, scorer, limits).offerTo(best);
            }
            rows = best.drain(scores);
        }
        boolean[] typoTolerant = new boolean[limit];
        if (typos != Typos.NONE && rows.length < limit && needle.length > 0) {
            IntPredicate accepted = index.accepted(filter);
            int[] nearly = FuzzySearch.search(index.ownNameIndex(), foldedQuery, limit - rows.length, accepted,
                    rows, typos);
            rows = scorer.byRelevance() ? merged(rows, scores, nearly, scorer, typoTolerant)
                    : appended(rows, nearly, typoTolerant);
        }
        return new Found(rows, focus == null ? null : distancesOf(rows, scorer),
                matchedNames(rows, needle, typoTolerant, scorer), explain ? explanations(rows, scorer, typoTolerant) : null);
    }

    private static int[] merged(int[] rows, double[] scores, int[] nearly, RowScorer scorer, boolean[] typoTolerant) {
        BestRows best = new BestRows(rows.length + nearly.length);
        for (int i = 0; i < rows.length; i++) {
            best.offer(scores[i], rows[i]);
        }
        for (int row : nearly) {
            best.offer(scorer.fuzzyScore(row), row);
        }
        int[] all = best.sorted();
        for (int i = 0; i < all.length; i++) {
            int row = all[i];
            typoTolerant[i] = Arrays.stream(nearly).anyMatch(other -> other == row);
        }
        return all;
    }

    private static int[] appended(int[] rows, int[] nearly, boolean[] typoTolerant) {
        int[] both = Arrays.copyOf(rows, rows.length + nearly.length);
        System.arraycopy(nearly, 0, both, rows.length, nearly.length);
        Arrays.fill(typoTolerant, rows.length, both.length, true);
        return both;
    }

    private String[] matchedNames(int[] rows, byte[] needle, boolean[] typoTolerant, RowScorer scorer) {
        String[] names = new String[rows.length];
        for (int i = 0; i < rows.length && needle.length > 0; i++) {
            if (!typoTolerant[i]) {
                NameMatch match = scorer.relevantMatch(rows[i]);
                names[i] = match.isAlternate() ? index.alternateName(rows[i], match.part()) : null;
            }
        }
        return names;
    }

    private static ScoreParts[] explanations(int[] rows, RowScorer scorer, boolean[] typoTolerant) {
        ScoreParts[] parts = new ScoreParts[rows.length];
        for (int i = 0; i < rows.length; i++) {
            parts[i] = scorer.explain(rows[i], typoTolerant[i]);
        }
        return parts;
    }

    private static double[] distancesOf(int[] rows, RowScorer scorer) {
        double[] km = new double[rows.length];
        for (int i = 0; i < rows.length; i++) {
            km[i] = scorer.distanceKm(rows[i]);
        }
        return km;
    }
}
