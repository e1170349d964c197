package dev.geolookup.search.score;

/**
 * What a name is to the feature it names, which {@link SearchScore} weighs: its own name or ASCII name; its name in
 * the reader's language ({@code lang}); a name of the names dataset that alternateNamesV2 flags as preferred or short;
 * another name of that dataset, in some language; an entry of GeoNames' untagged alternatenames column; a name the
 * names dataset flags as historic or colloquial.
 */
public enum NameClass {
    OWN, READER_LANGUAGE, PREFERRED, LANGUAGE, ALTERNATE, HISTORIC
}
