package dev.geolookup.api.ip;

import dev.geolookup.api.InvalidRequestException;

/** An autonomous system number as a client writes it: 13335 or AS13335, 0 to 4294967295 (RFC 6793). */
public final class AsNumber {

    public static final String INVALID = "Invalid AS number";
    private static final long MAX = 0xFFFF_FFFFL;

    private AsNumber() {
    }

    public static long parse(String text) {
        String digits = text == null ? "" : text.trim();
        if (digits.regionMatches(true, 0, "AS", 0, 2)) {
            digits = digits.substring(2);
        }
        if (digits.isEmpty() || digits.length() > 10 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new InvalidRequestException(INVALID);
        }
        long number = Long.parseLong(digits);
        if (number > MAX) {
            throw new InvalidRequestException(INVALID);
        }
        return number;
    }
}
