package dev.geolookup.api.adapter.nominatim;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.request.QueryParameters;
import dev.geolookup.api.text.Language;
import dev.geolookup.api.text.SearchText;

import java.util.Locale;
import java.util.function.Function;

/** Nominatim's parameters as its clients write them: 0/1 flags, accept-language lists, bounded texts. */
final class NominatimParameters {

    private NominatimParameters() {
    }

    /** A text, trimmed; null when absent or blank; longer than a search text: refused. */
    static String text(Function<String, String> parameters, String name) {
        String value = parameters.apply(name);
        if (value == null || value.isBlank()) {
            return null;
        }
        return SearchText.bounded(name, value.trim());
    }

    /** 1 or 0 as Nominatim writes its flags, true or false as some clients do. */
    static boolean flag(Function<String, String> parameters, String name, boolean byDefault) {
        String value = parameters.apply(name);
        if (value == null || value.isBlank()) {
            return byDefault;
        }
        return switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "1", "true" -> true;
            case "0", "false" -> false;
            default -> throw new InvalidRequestException("Parameter '" + name + "' must be 0 or 1");
        };
    }

    /** An integer clamped to Nominatim's bounds, as Nominatim clamps it. */
    static int clamped(Function<String, String> parameters, String name, int byDefault, int min, int max) {
        Integer value = QueryParameters.optionalInt(name, parameters.apply(name), Integer.MIN_VALUE,
                Integer.MAX_VALUE);
        return value == null ? byDefault : Math.max(min, Math.min(max, value));
    }

    /**
     * The reader's language: accept-language, else the Accept-Language header; the first of its tags this service
     * can read, none when it can read none of them (Nominatim then answers in the local names).
     */
    static Language language(Function<String, String> parameters, String acceptLanguageHeader) {
        String asked = parameters.apply("accept-language");
        String list = asked != null && !asked.isBlank() ? asked : acceptLanguageHeader;
        if (list == null || list.length() > SearchText.MAX_LENGTH) {
            return Language.NONE;
        }
        for (String range : list.split(",")) {
            String tag = range.split(";", 2)[0].trim();
            try {
                Language language = Language.parse(tag);
                if (!language.isNone()) {
                    return language;
                }
            } catch (InvalidRequestException e) {
                // a tag this service cannot read ("*", "zh-Hant-TW"): the next one may do
            }
        }
        return Language.NONE;
    }
}
