package dev.geolookup.adapter.restcountries;

import dev.geolookup.api.adapter.restcountries.RestCountriesRequest;
import dev.geolookup.api.text.SearchText;

/**
 * The budget of one request: the path's text no longer than any search text ({@link SearchText}), the lists of
 * codes and fields no longer than {@value #MAX_LIST_LENGTH} characters (every field of a version, each named once,
 * is about 500), the flags no longer than a word.
 */
final class RestCountriesRequestBounds {

    static final int MAX_LIST_LENGTH = 2_000;
    private static final int MAX_FLAG_LENGTH = 20;

    private RestCountriesRequestBounds() {
    }

    static boolean exceeded(RestCountriesRequest request) {
        return SearchText.tooLong(request.value()) || longer(request.codes(), MAX_LIST_LENGTH)
                || longer(request.fields(), MAX_LIST_LENGTH) || longer(request.fullText(), MAX_FLAG_LENGTH)
                || longer(request.status(), MAX_FLAG_LENGTH);
    }

    private static boolean longer(String text, int max) {
        return text != null && text.length() > max;
    }
}
