package dev.geolookup.api.adapter.photon;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.text.Language;

import java.util.function.Function;

/** What photon's two services read alike. */
final class PhotonParameters {

    private PhotonParameters() {
    }

    /** lang: the language of the names; photon's default (the local names) when absent or "default". */
    static Language language(Function<String, String> parameter) {
        String lang = parameter.apply("lang");
        if (lang == null || lang.isBlank() || lang.trim().equalsIgnoreCase("default")) {
            return Language.NONE;
        }
        try {
            return Language.parse(lang);
        } catch (InvalidRequestException e) {
            throw new InvalidRequestException("lang must be a language code (de, en, fr) or default");
        }
    }
}
