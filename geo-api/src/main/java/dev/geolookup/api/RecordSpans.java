package dev.geolookup.api;

import java.util.function.IntFunction;

/**
 * Where each record of an answer lies in its UTF-8 bytes, and what a link to a record reads: the key that reaches
 * it and the name it shows. A caller that hands on part of a list (an MCP tool's page) cuts the bytes and links the
 * records from these, without reading the JSON back. A list's records are the elements of its array, the first
 * after '[' and each next one after a comma; an answer that is one record spans its whole body. Keys and names are
 * read only when asked for.
 *
 * @param firstStart where the first record starts: 1 in an array, 0 for a whole answer
 * @param ends       where each record ends, exclusive
 */
public record RecordSpans(int firstStart, int[] ends, IntFunction<String> keys, IntFunction<String> names) {

    private static final IntFunction<String> NONE = index -> null;

    /** One record that is the whole answer. */
    static RecordSpans whole(int length) {
        return new RecordSpans(0, new int[] {length}, NONE, NONE);
    }

    /** The elements of an array, unlabelled. */
    static RecordSpans ofArray(int[] ends) {
        return new RecordSpans(1, ends, NONE, NONE);
    }

    /** These spans, whose records are keyed and named as the functions of a record's index say. */
    RecordSpans labelled(IntFunction<String> keyOf, IntFunction<String> nameOf) {
        return new RecordSpans(firstStart, ends, keyOf, nameOf);
    }

    public int count() {
        return ends.length;
    }

    public int start(int index) {
        return index == 0 ? firstStart : ends[index - 1] + 1;
    }

    public int end(int index) {
        return ends[index];
    }

    /** The key a link reaches the record by, or null where it has none. */
    public String key(int index) {
        return keys.apply(index);
    }

    /** The name the record shows, or null. */
    public String name(int index) {
        return names.apply(index);
    }
}
