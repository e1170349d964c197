package dev.geolookup.adapter.restcountries;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.geolookup.api.adapter.restcountries.RestCountriesAnswer;
import dev.geolookup.api.adapter.restcountries.RestCountriesRequest;

import java.util.function.Supplier;

/**
 * The answers of one data version's records, kept once written: the same few requests (a region, a name, all with a
 * few fields) come again and again, and an answer with {@code fields} is written record by record. Bounded by the
 * bytes kept, so made-up requests cannot grow memory; a new data version starts with none.
 */
final class RestCountriesAnswerCache {

    private static final long MAX_BYTES = 16L * 1024 * 1024;

    private final Cache<RestCountriesRequest, RestCountriesAnswer> answers = Caffeine.newBuilder()
            .maximumWeight(MAX_BYTES)
            .weigher((RestCountriesRequest request, RestCountriesAnswer answer) -> answer.body().utf8().length + 256)
            .build();

    RestCountriesAnswer answer(RestCountriesRequest request, Supplier<RestCountriesAnswer> writer) {
        return answers.get(request, unused -> writer.get());
    }
}
