package dev.geolookup.search;

/**
 * Tells the {@link NameClass} of a feature's alternate name, given as its folded bytes {@code key[from, to)}: what the
 * names dataset says of it, for a reader of some language.
 */
@FunctionalInterface
public interface NameClassifier {

    /** No names dataset: every alternate name is an entry of GeoNames' untagged column. */
    NameClassifier UNTAGGED = (geonameId, key, from, to) -> NameClass.ALTERNATE;

    NameClass classOf(long geonameId, byte[] key, int from, int to);
}
