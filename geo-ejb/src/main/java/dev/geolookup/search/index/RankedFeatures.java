package dev.geolookup.search.index;

import dev.geolookup.search.rows.RowSpan;

import java.util.function.IntConsumer;
import java.util.function.IntPredicate;

/**
 * The features a search runs over, numbered by rank (population descending, then geonameId): the columns the score
 * and the filters read, and where the rows of a filter's codes or of a circle are. The gazetteer implements it.
 */
public interface RankedFeatures {

    int size();

    int geonameId(int row);

    long population(int row);

    String featureCode(int row);

    double latitude(int row);

    double longitude(int row);

    /** The rows the filter passes, tested one at a time; the area is the costliest test and comes last. */
    IntPredicate accepted(RowFilter filter);

    /** Rows in rank order among which are all that the filter's country and class pass: the fewer, the better. */
    RowSpan rowsOfCodes(RowFilter filter);

    /** Every row within km of the point, and a few a hair beyond; false once more than maxRows were offered. */
    boolean forEachWithin(double latitude, double longitude, double km, int maxRows, IntConsumer visitor);
}
