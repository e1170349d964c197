package dev.geolookup.country;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.country.FieldSelection;

import java.util.function.Supplier;

/**
 * The list answers of one catalog version, kept once written: a list joins and tags up to 250 prepared records
 * (a custom field list serialises them), and the same few queries (a region, a currency, a sorted page) come
 * again and again. Bounded by the bytes kept, so made-up queries cannot grow memory; a new data version brings a
 * new catalog and with it an empty set of answers.
 */
final class CountryAnswerCache {

    private static final long MAX_BYTES = 16L * 1024 * 1024;

    /**
     * One query: what is asked (e.g. "region"), its argument as the catalog compares it (folded or lower-cased,
     * so "Europe" and "europe" share an answer), and the fields served.
     */
    record Query(String asked, Object argument, FieldSelection fields) {
    }

    private final Cache<Query, JsonBody> answers = Caffeine.newBuilder()
            .maximumWeight(MAX_BYTES)
            .weigher((Query query, JsonBody answer) -> answer.utf8().length)
            .build();

    /** The kept answer, or the one the writer gives, kept; a writer that throws (nothing found) keeps nothing. */
    JsonBody answer(Query query, Supplier<JsonBody> writer) {
        return answers.get(query, unused -> writer.get());
    }
}
