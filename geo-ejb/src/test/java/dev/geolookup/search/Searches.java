package dev.geolookup.search;

import dev.geolookup.search.index.RowFilter;
import dev.geolookup.search.plan.SearchPlan;
import dev.geolookup.search.score.AlternateNames;
import dev.geolookup.search.score.MatchKind;
import dev.geolookup.search.score.NameClass;
import dev.geolookup.search.score.NameClassifier;
import dev.geolookup.search.score.SearchScore;

import dev.geolookup.place.FeatureRow;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.api.place.SearchFocus;
import dev.geolookup.api.place.SearchOrder;
import dev.geolookup.api.text.TextFolding;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The tests' way into the engine ({@link SearchPlan} without a names dataset), and the score of a feature written
 * out from its definition ({@link SearchScore}), so that a brute-force scan of every feature can judge the indexes.
 */
public final class Searches {

    private Searches() {
    }

    public static SearchPlan.Found found(GazetteerView gazetteer, String query, RowFilter filter, SearchFocus focus,
                                  SearchOrder order, int limit, boolean fuzzy) {
        return new SearchPlan(gazetteer.search(), NameClassifier.UNTAGGED).search(TextFolding.fold(query), filter, focus,
                order, limit, fuzzy, false);
    }

    public static int[] rows(GazetteerView gazetteer, String query, RowFilter filter, SearchOrder order, int limit) {
        return found(gazetteer, query, filter, null, order, limit, false).rows();
    }

    /**
     * The text score of a feature for the folded query by the definition: the best of its names, own names weighing
     * 1 and the alternate names (no names dataset: untagged) less; of alternate names that fold alike, the first
     * as written says where its words start. Negative infinity where no name holds the query.
     */
    public static double text(FeatureRow feature, String folded) {
        double best = Double.NEGATIVE_INFINITY;
        Set<String> seen = new HashSet<>();
        List<String> names = new ArrayList<>(List.of(feature.name(), feature.asciiName()));
        names.addAll(AlternateNames.names(feature.alternateNames()));
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            boolean own = i < 2;
            if (!own && !seen.add(TextFolding.fold(name))) {
                continue;
            }
            if (own) {
                seen.add(TextFolding.fold(name));
            }
            MatchKind kind = kindOf(name, folded);
            if (kind != null) {
                best = Math.max(best, SearchScore.text(own ? NameClass.OWN : NameClass.ALTERNATE, kind));
            }
        }
        return best;
    }

    /** The importance as the engine keeps it (a float per feature). */
    public static double importance(FeatureRow feature) {
        return (float) SearchScore.importance(feature.population(), feature.featureCode());
    }

    public static MatchKind kindOf(String name, String folded) {
        String whole = TextFolding.fold(name);
        if (whole.equals(folded)) {
            return MatchKind.EQUAL;
        }
        if (whole.startsWith(folded)) {
            return MatchKind.STARTS_WITH;
        }
        for (int i = 1; i < name.length(); i++) {
            if (TextFolding.isWordCharacter(name.codePointAt(i)) && !TextFolding.isWordCharacter(name.codePointBefore(i))
                    && TextFolding.fold(name.substring(i)).startsWith(folded)) {
                return MatchKind.WORD_STARTS_WITH;
            }
        }
        return whole.contains(folded) ? MatchKind.CONTAINS : null;
    }
}
