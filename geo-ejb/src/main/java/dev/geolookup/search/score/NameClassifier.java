package dev.geolookup.search.score;

/**
 * Tells the {@link NameClass} of a feature's alternate name, given as its folded bytes {@code key[from, to)}: what the
 * names dataset says of it, for a reader of some language.
 */
public interface NameClassifier {

    /** No names dataset: every alternate name is an entry of GeoNames' untagged column. */
    NameClassifier UNTAGGED = new NameClassifier() {
        @Override
        public NameClass classOf(long geonameId, byte[] key, int from, int to) {
            return NameClass.ALTERNATE;
        }

        @Override
        public NameClass bestClass() {
            return NameClass.ALTERNATE;
        }
    };

    NameClass classOf(long geonameId, byte[] key, int from, int to);

    /** The class of the most weight this classifier can give an alternate name: what bounds a search by. */
    NameClass bestClass();
}
