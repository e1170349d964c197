package dev.geolookup.search.plan;

import dev.geolookup.search.index.CodePointWalk;
import dev.geolookup.search.index.RelevanceIndex;
import dev.geolookup.search.index.TrieTop;
import dev.geolookup.search.score.Typos;

import dev.geolookup.readmodel.BestRows;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Typo-tolerant search over the word starts of the {@link RelevanceIndex}: the rows with a name whose text from a
 * word start, whole or cut to the query's length, is within a few edits of the query (Damerau-Levenshtein,
 * optimal string alignment, counted in code points of the folded text). One edit for queries of 4 to 7 code
 * points, two from 8; shorter queries are never fuzzy.
 * <p>
 * The sorted word starts are walked as a trie: each node is the range of entries sharing a path, its children
 * found by binary search on the next code point, and the edit-distance row of the path is carried down, so that a
 * path whose row exceeds the allowed edits is left with all it holds. Two things keep the walk small: only the
 * cells of a row within the allowed edits of its diagonal are computed (the others cannot come back under it), and
 * below a path that has spent every edit allowed only the children whose code point is one the query has near
 * there, and whose row then stays within the edits, are looked up, since any other child would spend one more. The
 * top levels of the trie, which every query enumerates, are kept ({@link TrieTop}). Matches are ordered by their
 * distance, then in rank order.
 */
final class FuzzySearch {

    static final int SHORTEST_QUERY = 4;
    static final int TWO_EDITS_FROM = 8;

    private final RelevanceIndex index;
    private final TrieTop kept;
    private final int[] query;
    private final int edits;
    /**
     * The edit-distance row of the path at each depth in code points (cells off the diagonal band hold
     * {@link #beyond}, never written), the smallest value of each row, and the path's code points.
     */
    private final int[][] rows;
    private final int[] minima;
    private final int[] path;
    private final int beyond;
    /** Per distance 1..edits, the entry ranges [from, to) found at that distance, flattened. */
    private final List<int[]> ranges = new ArrayList<>();

    private FuzzySearch(RelevanceIndex index, int[] query, int edits) {
        this.index = index;
        this.kept = index.trieTop();
        this.query = query;
        this.edits = edits;
        this.beyond = edits + 1;
        this.rows = new int[query.length + edits + 1][query.length + 1];
        for (int[] row : rows) {
            Arrays.fill(row, beyond);
        }
        for (int j = 0; j <= Math.min(edits, query.length); j++) {
            rows[0][j] = j;
        }
        this.minima = new int[query.length + edits + 1];
        this.path = new int[query.length + edits + 1];
    }

    /** The edits a query of this many code points may be away from a name: 0 (not fuzzy), 1 or 2. */
    static int allowedEdits(int codePoints) {
        return codePoints < SHORTEST_QUERY ? 0 : codePoints < TWO_EDITS_FROM ? 1 : 2;
    }

    /**
     * The first {@code limit} accepted rows within the allowed edits of the folded query (no more than typos allows)
     * and not excluded, nearest first, rank order among equals; none for a query too short to be fuzzy.
     */
    static int[] search(RelevanceIndex index, String foldedQuery, int limit, IntPredicate accepted, int[] excluded,
                        Typos typos) {
        int[] query = foldedQuery.codePoints().toArray();
        int edits = Math.min(allowedEdits(query.length), typos.maxEdits);
        if (edits == 0 || limit == 0) {
            return new int[0];
        }
        FuzzySearch search = new FuzzySearch(index, query, edits);
        search.visit(0, index.entries(), 0, 0, 0);
        return search.nearestRows(limit, accepted, excluded);
    }

    /**
     * The node of the entries [from, to), which share their first byteDepth bytes, a path of depth code points whose
     * row is within the allowed edits somewhere; top is its node in the {@link TrieTop}, or -1 below it.
     */
    private void visit(int from, int to, int byteDepth, int depth, int top) {
        if (from >= to) {
            return;
        }
        int[] row = rows[depth];
        int endedTo = index.byteAt(from, byteDepth) < 0
                ? CodePointWalk.firstNotEndingAt(index, from, to, byteDepth) : from;
        if (depth == query.length) {
            // The path is a prefix of the query's length of every text here, those ending here included.
            record(from, to, row[query.length]);
        } else {
            record(from, endedTo, row[query.length]);
        }
        if (depth == rows.length - 1) {
            return;
        }
        boolean childrenKept = kept.hasChildrenKept(top);
        if (minima[depth] < edits) {
            if (childrenKept) {
                for (int child = kept.firstChild[top]; child < kept.childEnd[top]; child++) {
                    visitChild(kept.from[child], kept.to[child], kept.byteDepth[child], depth, kept.codePoint[child],
                            child);
                }
                return;
            }
            for (int child = endedTo; child < to; ) {
                int length = CodePointWalk.utf8Length(index.byteAt(child, byteDepth));
                int childTo = CodePointWalk.endOfCodePoint(index, child, to, byteDepth, length);
                visitChild(child, childTo, byteDepth + length, depth,
                        CodePointWalk.codePointAt(index, child, byteDepth, length), -1);
                child = childTo;
            }
            return;
        }
        // Every edit is spent: a child keeps within them only on a code point the query has about here.
        int first = Math.max(0, depth - edits - 1);
        int last = Math.min(query.length - 1, depth + edits);
        for (int i = first; i <= last; i++) {
            int codePoint = query[i];
            if (seenBetween(first, i, codePoint)) {
                continue;
            }
            // The row first, from the code point alone: most candidates spend an edit anyway and need no lookup.
            path[depth] = codePoint;
            if (step(depth) > edits) {
                continue;
            }
            if (childrenKept) {
                int child = kept.child(top, codePoint);
                if (child >= 0) {
                    visit(kept.from[child], kept.to[child], kept.byteDepth[child], depth + 1, child);
                }
                continue;
            }
            byte[] encoded = new String(Character.toChars(codePoint)).getBytes(StandardCharsets.UTF_8);
            int childFrom = CodePointWalk.firstAtLeast(index, endedTo, to, byteDepth, encoded, false);
            if (childFrom < to && CodePointWalk.compareAt(index, childFrom, byteDepth, encoded) == 0) {
                int childTo = endOfChild(childFrom, to, byteDepth, encoded);
                visit(childFrom, childTo, byteDepth + encoded.length, depth + 1, -1);
            }
        }
    }

    private void visitChild(int from, int to, int childByteDepth, int depth, int codePoint, int top) {
        path[depth] = codePoint;
        if (step(depth) <= edits) {
            visit(from, to, childByteDepth, depth + 1, top);
        }
    }

    /**
     * The row of depth + 1 from the rows above it and the path's code point at depth, within the band of cells
     * no more than the allowed edits off the diagonal; its smallest value.
     */
    private int step(int depth) {
        int[] above = rows[depth];
        int[] row = rows[depth + 1];
        int next = depth + 1;
        int character = path[depth];
        int minimum = beyond;
        if (next <= edits) {
            row[0] = next;
            minimum = next;
        }
        for (int j = Math.max(1, next - edits); j <= Math.min(query.length, next + edits); j++) {
            int cost = query[j - 1] == character ? 0 : 1;
            int best = Math.min(Math.min(row[j - 1] + 1, above[j] + 1), above[j - 1] + cost);
            if (depth > 0 && j > 1 && query[j - 1] == path[depth - 1] && query[j - 2] == character) {
                best = Math.min(best, rows[depth - 1][j - 2] + 1);
            }
            best = Math.min(best, beyond);
            row[j] = best;
            minimum = Math.min(minimum, best);
        }
        minima[next] = minimum;
        return minimum;
    }

    private void record(int from, int to, int distance) {
        if (from < to && distance >= 1 && distance <= edits) {
            ranges.add(new int[] {distance, from, to});
        }
    }

    private int[] nearestRows(int limit, IntPredicate accepted, int[] excluded) {
        int[] taken = Arrays.copyOf(excluded, excluded.length + limit);
        int takenCount = excluded.length;
        int[] found = new int[limit];
        int count = 0;
        for (int distance = 1; distance <= edits && count < limit; distance++) {
            // Every row at this distance scores alike: the best are the first in rank order.
            BestRows nearest = new BestRows(limit - count);
            for (int[] range : ranges) {
                if (range[0] != distance) {
                    continue;
                }
                for (int entry = range[1]; entry < range[2]; entry++) {
                    int row = index.rowOf(entry);
                    if (!nearest.wouldTake(0, row)) {
                        // A run of one text holds its rows in rank order: none after this one can be taken.
                        entry = index.endOfRun(entry, range[2]) - 1;
                    } else if (!RelevanceIndex.contains(taken, takenCount, row) && accepted.test(row)) {
                        nearest.offer(0, row);
                    }
                }
            }
            for (int row : nearest.sorted()) {
                found[count++] = row;
                taken[takenCount++] = row;
            }
        }
        return Arrays.copyOf(found, count);
    }

    /**
     * The end of the child that starts at childFrom: steps that double find a bound, halving finds the end, so a
     * small child, the usual one deep in the trie, costs a few comparisons whatever the size of its parent.
     */
    private int endOfChild(int childFrom, int to, int byteDepth, byte[] encoded) {
        int inside = childFrom;
        int step = 1;
        while (childFrom + step < to && CodePointWalk.compareAt(index, childFrom + step, byteDepth, encoded) == 0) {
            inside = childFrom + step;
            step *= 2;
        }
        return CodePointWalk.firstAtLeast(index, inside + 1, Math.min(childFrom + step, to), byteDepth, encoded, true);
    }

    private boolean seenBetween(int first, int before, int codePoint) {
        for (int i = first; i < before; i++) {
            if (query[i] == codePoint) {
                return true;
            }
        }
        return false;
    }
}
