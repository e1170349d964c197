package dev.geolookup.search.score;

/**
 * A result's score taken apart, as {@code explain=true} shows it: the name that matched (as written), its class, how
 * it matched, the text score, the importance, the distance term (0 without a focus), the bias they were weighed by
 * and the total ({@link SearchScore}). Name, class and match are null in population order.
 */
public record ScoreParts(String matchedName, NameClass nameClass, MatchKind match, double text, double importance,
                  double distance, double bias, double total) {
}
