package dev.geolookup.api.request;

import dev.geolookup.api.InvalidRequestException;

import java.util.function.Function;

/** Parses request parameters that arrive as text, each refusal naming the parameter and what it must be. */
public final class QueryParameters {

    private QueryParameters() {
    }

    /** Parameters by name from alternating names and values, values null when absent; other names are absent. */
    public static Function<String, String> named(String... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("names and values must alternate");
        }
        return name -> {
            for (int i = 0; i < namesAndValues.length; i += 2) {
                if (namesAndValues[i].equals(name)) {
                    return namesAndValues[i + 1];
                }
            }
            return null;
        };
    }

    public static Integer optionalInt(String name, String value, int min, int max) {
        if (value == null) {
            return null;
        }
        long parsed;
        try {
            parsed = Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new InvalidRequestException(name + " must be an integer");
        }
        if (parsed < min || parsed > max) {
            throw new InvalidRequestException(max == Integer.MAX_VALUE
                    ? name + " must be at least " + min
                    : name + " must be between " + min + " and " + max);
        }
        return (int) parsed;
    }

    public static Long optionalLong(String name, String value) {
        if (value == null) {
            return null;
        }
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new InvalidRequestException(name + " must be an integer");
        }
    }

    public static Double optionalNumber(String name, String value) {
        if (value == null) {
            return null;
        }
        double parsed;
        try {
            parsed = Double.parseDouble(value.trim());
        } catch (NumberFormatException e) {
            throw new InvalidRequestException(name + " must be a number");
        }
        if (!Double.isFinite(parsed)) {
            throw new InvalidRequestException(name + " must be a finite number");
        }
        return parsed;
    }

    public static boolean optionalBoolean(String name, String value) {
        if (value == null) {
            return false;
        }
        return switch (value.trim().toLowerCase(java.util.Locale.ROOT)) {
            case "true", "" -> true;
            case "false" -> false;
            default -> throw new InvalidRequestException(name + " must be true or false");
        };
    }

    /** Both bounds of an inclusive range, either optional, the lower not above the upper. */
    public static <T extends Comparable<T>> void requireOrdered(String minName, T min, String maxName, T max) {
        if (min != null && max != null && min.compareTo(max) > 0) {
            throw new InvalidRequestException(minName + " must not be greater than " + maxName);
        }
    }
}
