package dev.geolookup.place;

import dev.geolookup.search.score.ScoreParts;

import java.util.Arrays;
import java.util.List;

/**
 * The rows a search found, best first, and what the answer says of each: its distance from the focus (null without
 * one), the alternate name it was found through (null for its own name), with explain its score parts and the
 * reading of the query it was found by (else null), and the qualifiers of the query it does not lie in (empty but
 * where no place lies in them all and the nearest answer is given instead).
 */
public record PlaceMatches(int[] rows, double[] distancesKm, String[] matchedNames, ScoreParts[] explanations,
                           QueryReading[] readings, List<List<String>> unmatchedQualifiers) {

    public int size() {
        return rows.length;
    }

    /** The matches after the first {@code offset}: a page of the ranked list. */
    public PlaceMatches from(int offset) {
        int from = Math.min(offset, rows.length);
        return new PlaceMatches(Arrays.copyOfRange(rows, from, rows.length),
                distancesKm == null ? null : Arrays.copyOfRange(distancesKm, from, rows.length),
                Arrays.copyOfRange(matchedNames, from, rows.length),
                explanations == null ? null : Arrays.copyOfRange(explanations, from, rows.length),
                readings == null ? null : Arrays.copyOfRange(readings, from, rows.length),
                unmatchedQualifiers.subList(from, rows.length));
    }
}
