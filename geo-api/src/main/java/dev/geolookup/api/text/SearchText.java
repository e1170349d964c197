package dev.geolookup.api.text;

import dev.geolookup.api.InvalidRequestException;

/**
 * The longest text any search takes: a query, a name to match, a cell of a file to geocode. The longest name in the
 * bundled gazetteer is 193 code points (Bangkok's ceremonial name), so a real name always fits; the bound is what
 * keeps one request's search work (the typo search's edit rows grow with the square of the text) within its share.
 */
public final class SearchText {

    /** In code points. */
    public static final int MAX_LENGTH = 256;

    private SearchText() {
    }

    /** True when the text is longer than {@link #MAX_LENGTH}; null is not. */
    public static boolean tooLong(String text) {
        return text != null && text.length() > MAX_LENGTH && text.codePointCount(0, text.length()) > MAX_LENGTH;
    }

    /** The text as given, or a refusal naming it when it is longer than {@link #MAX_LENGTH}. */
    public static String bounded(String what, String text) {
        if (tooLong(text)) {
            throw new InvalidRequestException(tooLongReason(what));
        }
        return text;
    }

    /** Why a text named {@code what} is refused. */
    public static String tooLongReason(String what) {
        return what + " must be at most " + MAX_LENGTH + " characters long";
    }
}
