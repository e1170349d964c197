package dev.geolookup.place;

/**
 * The heap a gazetteer read model takes to build, estimated from what the rows hold before one is read: how many
 * there are and how many characters their names, ASCII names and alternate names have. The build's live heap at its
 * peak (the finished model included) grows with both: per row its columns, ranks, grid cells and nearest-neighbour
 * entries; per character of text its bytes as written and folded, its n-grams and word starts. The two rates were
 * measured with bench/jmh GazetteerScale (bench/reports/refresh-heap-2026-11-28.md): an estimate at or above the
 * measured peak, which over-counts rows with few alternate names rather than under-counts rows with many.
 *
 * @param rows      the features
 * @param textChars the characters of their names, ASCII names and alternate names together
 */
public record GazetteerBuildEstimate(long rows, long textChars) {

    static final long BYTES_PER_ROW = 400;
    static final long BYTES_PER_TEXT_CHAR = 2;
    /**
     * The heap a model read back from its snapshot holds per row, its large columns mapped from the file (1,016 MB
     * for 12 million rows measured), rounded up.
     */
    static final long SERVED_FROM_SNAPSHOT_BYTES_PER_ROW = 100;

    /** The live heap the build adds at its peak, the finished model included. */
    public long buildBytes() {
        return rows * BYTES_PER_ROW + textChars * BYTES_PER_TEXT_CHAR;
    }

    /** The heap a model read back from its snapshot takes: no build, its large columns mapped. */
    public long snapshotBytes() {
        return rows * SERVED_FROM_SNAPSHOT_BYTES_PER_ROW;
    }

    /** Of rows as the import writes them. */
    public static GazetteerBuildEstimate of(Iterable<FeatureRow> features) {
        long rows = 0;
        long chars = 0;
        for (FeatureRow feature : features) {
            rows++;
            chars += length(feature.name()) + length(feature.asciiName()) + length(feature.alternateNames());
        }
        return new GazetteerBuildEstimate(rows, chars);
    }

    private static long length(String text) {
        return text == null ? 0 : text.length();
    }
}
