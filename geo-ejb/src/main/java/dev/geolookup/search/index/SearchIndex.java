package dev.geolookup.search.index;

import dev.geolookup.search.rows.RowIntersection;
import dev.geolookup.search.rows.RowSpan;
import dev.geolookup.search.rows.RowWalk;
import dev.geolookup.search.score.FeatureNames;
import dev.geolookup.search.score.MatchKind;
import dev.geolookup.search.score.NameClassifier;
import dev.geolookup.search.score.NameMatch;
import dev.geolookup.search.score.SearchKey;
import dev.geolookup.search.score.SearchScore;

import dev.geolookup.readmodel.BestRows;
import dev.geolookup.readmodel.SnapshotReader;
import dev.geolookup.readmodel.SnapshotWriter;
import dev.geolookup.readmodel.TextColumn;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Comparator;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntConsumer;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;

/**
 * Every name of the ranked features and the indexes name search runs on: substrings (n-grams) by row and by place
 * (the positions of the {@link RankGrid} of the same features), the word starts of the features' own names and of
 * their alternate names ({@link RelevanceIndex}), and each feature's importance ({@link SearchScore}). Immutable;
 * built with the gazetteer it indexes and swapped with it.
 */
public final class SearchIndex {

    /** A one- or two-byte gram in more than this share of the keys is found by walking rows, not indexed. */
    private static final int SHORT_GRAM_SHARE = 1000;

    private final RankedFeatures features;
    private final FeatureNames names;
    private final TextColumn keys;
    private final NgramIndex ngrams;
    /** Every gram of the keys by grid position, so that a search near a point reads, cell by cell, only the rows
     * holding its query. */
    private final NgramIndex gridGrams;
    private final RelevanceIndex relevance;
    private final RelevanceIndex alternateRelevance;
    private final RankGrid grid;
    /** {@link SearchScore#importance} of each row, computed once. */
    private final float[] importances;

    private SearchIndex(RankedFeatures features, FeatureNames names, NgramIndex ngrams, RankGrid grid,
                        NgramIndex gridGrams, RelevanceIndex relevance, RelevanceIndex alternateRelevance) {
        this.features = features;
        this.names = names;
        this.keys = names.keys();
        this.ngrams = ngrams;
        this.gridGrams = gridGrams;
        this.relevance = relevance;
        this.alternateRelevance = alternateRelevance;
        int size = features.size();
        this.grid = grid;
        this.importances = new float[size];
        for (int row = 0; row < size; row++) {
            importances[row] = (float) SearchScore.importance(features.population(row), features.featureCode(row));
        }
        relevance.weighBlocks(importances);
        alternateRelevance.weighBlocks(importances);
    }

    /**
     * Indexes the names of ranked features: each row's name, ASCII name (empty where it is the name), the alternate
     * names that have a part in its key (joined by {@link dev.geolookup.search.score.AlternateNames#SEPARATOR}) and
     * its {@link dev.geolookup.search.score.SearchKey}.
     */
    public static SearchIndex of(RankedFeatures features, TextColumn names, TextColumn asciiNames,
                                 TextColumn alternateNames, TextColumn keys) {
        int size = features.size();
        FeatureNames featureNames = new FeatureNames(names, asciiNames, alternateNames, keys);
        RankGrid grid = RankGrid.of(features::latitude, features::longitude, features.size());
        // The grid's n-grams take about as long as the other three indexes together, which only read the same
        // keys: built side by side, a rebuild keeps two cores busy.
        CompletableFuture<NgramIndex> gridGrams = CompletableFuture.supplyAsync(
                () -> NgramIndex.ofPositions(keys, size, grid::rowAt, featureNames::wordOffsets));
        NgramIndex ngrams = NgramIndex.of(keys, size, Math.max(64, size / SHORT_GRAM_SHARE));
        RelevanceIndex relevance = RelevanceIndex.of(keys, size, featureNames::ownNameStarts, false);
        RelevanceIndex alternateRelevance = RelevanceIndex.of(keys, size, featureNames::alternateNameStarts, true);
        return new SearchIndex(features, featureNames, ngrams, grid, gridGrams.join(), relevance,
                alternateRelevance);
    }

    public void writeTo(SnapshotWriter snapshot) {
        names.writeTo(snapshot);
        ngrams.writeTo(snapshot);
        gridGrams.writeTo(snapshot);
        relevance.writeTo(snapshot);
        alternateRelevance.writeTo(snapshot);
    }

    public static SearchIndex readFrom(SnapshotReader snapshot, RankedFeatures features) {
        FeatureNames names = FeatureNames.readFrom(snapshot);
        NgramIndex ngrams = NgramIndex.readFrom(snapshot);
        NgramIndex gridGrams = NgramIndex.readFrom(snapshot);
        RelevanceIndex relevance = RelevanceIndex.readFrom(snapshot, names.keys(), features.size(), false);
        RelevanceIndex alternateRelevance = RelevanceIndex.readFrom(snapshot, names.keys(), features.size(),
                true);
        return new SearchIndex(features, names, ngrams, RankGrid.of(features::latitude, features::longitude, features.size()), gridGrams, relevance,
                alternateRelevance);
    }

    public String name(int row) {
        return names.name(row);
    }

    public String asciiName(int row) {
        return names.asciiName(row);
    }

    /** The first {@code limit} rows that pass the filter and whose search key holds the needle, in rank order. */
    public int[] inRankOrder(byte[] needle, RowFilter filter, int limit) {
        RowWalk walk = candidates(needle, filter).walk();
        IntPredicate accepted = accepted(filter);
        int[] found = new int[limit];
        int count = 0;
        while (walk.hasNext() && count < limit) {
            int row = walk.next();
            if (accepted.test(row) && holds(row, needle)) {
                found[count++] = row;
            }
        }
        return Arrays.copyOf(found, count);
    }

    /** How many rows pass the filter and hold the needle: the whole of what a search of it could page through. */
    public int count(byte[] needle, RowFilter filter) {
        RowWalk walk = candidates(needle, filter).walk();
        IntPredicate accepted = accepted(filter);
        int count = 0;
        while (walk.hasNext()) {
            int row = walk.next();
            if (accepted.test(row) && holds(row, needle)) {
                count++;
            }
        }
        return count;
    }

    /** Offers candidates every accepted row a name or word of which starts with the needle, at its bound. */
    public void offerIndexedBounds(byte[] needle, BestRows candidates, IntPredicate accepted, RowScorer scorer) {
        relevance.offerBounds(needle, candidates, accepted, scorer);
        alternateRelevance.offerBounds(needle, candidates, accepted, scorer);
    }

    /** The word starts of the features' own names, which typo-tolerant search walks as a trie. */
    public RelevanceIndex ownNameIndex() {
        return relevance;
    }

    /** The row's name that earns the most text for the needle ({@link FeatureNames#bestMatch}). */
    NameMatch bestMatch(int row, byte[] needle, NameClassifier classifier) {
        return names.bestMatch(row, features.geonameId(row), needle, classifier);
    }

    /** An alternate name of the row, as written, by its part of the search key. */
    public String alternateName(int row, int part) {
        return names.alternateName(row, part);
    }

    /** Every name of the row folded, own and alternate, as its search key holds them ({@link SearchKey}). */
    public List<String> foldedNames(int row) {
        byte[] key = keys.row(row);
        List<String> names = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= key.length; i++) {
            if (i == key.length || key[i] == SearchKey.SEPARATOR) {
                if (i > start) {
                    names.add(new String(key, start, i - start, StandardCharsets.UTF_8));
                }
                start = i + 1;
            }
        }
        return names;
    }

    /** {@link SearchScore#importance} of the row. */
    double importance(int row) {
        return importances[row];
    }

    long population(int row) {
        return features.population(row);
    }

    double latitude(int row) {
        return features.latitude(row);
    }

    double longitude(int row) {
        return features.longitude(row);
    }

    public IntPredicate accepted(RowFilter filter) {
        return features.accepted(filter);
    }

    public boolean forEachWithin(double latitude, double longitude, double km, int maxRows, IntConsumer visitor) {
        return features.forEachWithin(latitude, longitude, km, maxRows, visitor);
    }

    /** Whether the row's search key holds the folded query bytes; every row holds the empty query. */
    public boolean holds(int row, byte[] needle) {
        return needle.length == 0 || keys.contains(row, needle);
    }

    /** Calls back with every row a name of which equals the needle, own or alternate; a row may come more than once. */
    public void forEachNamed(byte[] needle, IntConsumer visitor) {
        relevance.forEachEqual(needle, visitor);
        alternateRelevance.forEachEqual(needle, visitor);
    }

    /** The rows by grid cell, in rank order within each: where a search near a point reads the likeliest rows first. */
    public RankGrid grid() {
        return grid;
    }

    /**
     * The grams to read from the grid's n-gram index for the needle, for a walk over the rows that match it in the
     * given kind: the whole needle when it is shorter than three bytes, else its trigrams; for names starting with
     * the needle, its first one or two bytes at a name's start instead of the whole short needle, or besides the
     * trigrams of a longer one; for a word starting with it, likewise its first two or three bytes at a word's
     * start. The three rarest are read; null when no key holds one of them, and so none holds the needle.
     */
    public GridGrams gridGrams(byte[] needle, MatchKind kind) {
        boolean nameStart = kind == MatchKind.STARTS_WITH && needle.length > 0;
        boolean wordStart = kind == MatchKind.WORD_STARTS_WITH && needle.length >= 2;
        IntStream.Builder slots = IntStream.builder();
        if (nameStart) {
            slots.add(gridGrams.slotOfPartStart(needle));
        } else if (wordStart) {
            slots.add(gridGrams.slotOfWordStart(needle));
        }
        if (needle.length >= 3) {
            for (int i = 0; i + 3 <= needle.length; i++) {
                slots.add(gridGrams.slotOf(needle, i, 3));
            }
        } else if (needle.length > 0 && !nameStart && !wordStart) {
            slots.add(gridGrams.slotOf(needle, 0, needle.length));
        }
        int[] all = slots.build().toArray();
        if (Arrays.stream(all).anyMatch(slot -> slot < 0)) {
            return null;
        }
        int[] rarest = Arrays.stream(all).boxed().sorted(Comparator.comparingInt(gridGrams::countAt))
                .mapToInt(Integer::intValue).limit(3).toArray();
        boolean exact = nameStart ? needle.length <= 2 : needle.length <= 3;
        return new GridGrams(rarest, exact);
    }

    /**
     * Grams of a query in the grid's n-gram index, rarest first (none: the empty query, which every row holds), and
     * whether every row holding them all holds the query: where they are the query's own, or the start of a name or
     * word and the whole query.
     */
    public record GridGrams(int[] slots, boolean exact) {
    }

    /** The grid positions from..to whose rows' keys hold every one of the grams, in ascending order. */
    public RowWalk gridWalk(GridGrams grams, int from, int to) {
        int[] slots = grams.slots();
        if (slots.length == 0) {
            return RowSpan.range(from, to).walk();
        }
        RowWalk rarest = gridGrams.walk(slots[0], from, to);
        if (slots.length == 1) {
            return rarest;
        }
        RowWalk[] others = new RowWalk[slots.length - 1];
        for (int i = 1; i < slots.length; i++) {
            others[i - 1] = gridGrams.walk(slots[i], from, to);
        }
        return new RowIntersection(rarest, others);
    }

    /**
     * The rows to walk for every answer: the shortest of a posting list of the query's rarest gram, the rows of the
     * filtered country or class, or, for a short common query without filters, all rows; a rarest trigram's list
     * is read together with the next two rarest, walking only the rows all three hold.
     */
    public CandidateRows candidates(byte[] needle, RowFilter filter) {
        RowSpan best = features.rowsOfCodes(filter);
        if (needle.length > 0 && needle.length < 3) {
            RowSpan postings = ngrams.postings(needle, 0, needle.length);
            if (postings != null && postings.length() < best.length()) {
                best = postings;
            }
        }
        RowSpan[] trigrams = new RowSpan[Math.max(0, needle.length - 2)];
        for (int i = 0; i < trigrams.length; i++) {
            trigrams[i] = ngrams.postings(needle, i, 3);
        }
        Arrays.sort(trigrams, Comparator.comparingInt(RowSpan::length));
        if (trigrams.length == 0 || best.length() <= trigrams[0].length()) {
            return new CandidateRows(best.walk(), best.length());
        }
        return new CandidateRows(new RowIntersection(trigrams[0],
                Arrays.copyOfRange(trigrams, 1, Math.min(3, trigrams.length))), trigrams[0].length());
    }

    /** Rows to walk in rank order, at most {@code atMost} of them, holding every row that can be an answer. */
    public record CandidateRows(RowWalk walk, int atMost) {
    }

    /** An estimate of the heap the names and indexes hold. */
    public long sizeInBytes() {
        return names.sizeInBytes() + ngrams.sizeInBytes() + relevance.sizeInBytes()
                + alternateRelevance.sizeInBytes() + grid.sizeInBytes() + gridGrams.sizeInBytes()
                + 4L * importances.length;
    }

    /** The part of {@link #sizeInBytes} that the grid and its n-gram index take. */
    public long gridSizeInBytes() {
        return grid.sizeInBytes() + gridGrams.sizeInBytes();
    }

    /** The part of {@link #sizeInBytes} that relevance ranking over the features' own names adds. */
    public long relevanceIndexSizeInBytes() {
        return relevance.sizeInBytes();
    }

    /** The part of {@link #sizeInBytes} that relevance ranking over alternate names adds. */
    public long alternateRelevanceIndexSizeInBytes() {
        return alternateRelevance.sizeInBytes();
    }

    /** The part of {@link #sizeInBytes} that the n-gram index takes. */
    public long ngramIndexSizeInBytes() {
        return ngrams.sizeInBytes();
    }

    /** The part of {@link #sizeInBytes} that alternate names take as text, written and folded (not their indexes). */
    public long alternateNamesSizeInBytes() {
        return names.alternateNamesSizeInBytes(features.size());
    }
}
