package dev.geolookup.api.adapter.nominatim;

import dev.geolookup.api.InvalidRequestException;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The answer formats of Nominatim this service writes; xml is Nominatim's too, and is refused by name. */
public enum NominatimFormat {

    JSON("json"),
    JSONV2("jsonv2"),
    GEOJSON("geojson"),
    GEOCODEJSON("geocodejson");

    private final String parameterValue;

    NominatimFormat(String parameterValue) {
        this.parameterValue = parameterValue;
    }

    public String parameterValue() {
        return parameterValue;
    }

    /** The format a request's format parameter names; json where it names none. */
    public static NominatimFormat parse(String value) {
        if (value == null || value.isBlank()) {
            return JSON;
        }
        String asked = value.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(format -> format.parameterValue.equals(asked)).findFirst()
                .orElseThrow(() -> new InvalidRequestException("Parameter 'format' must be one of: "
                        + Arrays.stream(values()).map(NominatimFormat::parameterValue)
                        .collect(Collectors.joining(", ")) + (asked.equals("xml") ? " (xml is not served here)" : "")));
    }
}
