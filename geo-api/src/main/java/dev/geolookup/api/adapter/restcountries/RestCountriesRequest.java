package dev.geolookup.api.adapter.restcountries;

/**
 * One request of REST Countries' API: the version and endpoint of its path, the path's value (a code, a name; null
 * for all and independent), and its query parameters as given, null when absent: {@code fields}, {@code fullText}
 * (name), {@code codes} (alpha) and {@code status} (independent).
 */
public record RestCountriesRequest(Version version, Endpoint endpoint, String value, String fields, String fullText,
                                   String codes, String status) {

    public enum Version {
        V2("v2"), V3_1("v3.1");

        private final String path;

        Version(String path) {
            this.path = path;
        }

        /** The path segment: v2, v3.1. */
        public String path() {
            return path;
        }
    }

    /** The endpoints of both versions; each version serves those its paths name. */
    public enum Endpoint {
        ALL, ALPHA, ALPHA_LIST, CURRENCY, NAME, CALLING_CODE, CAPITAL, REGION, SUBREGION, LANGUAGE, DEMONYM,
        REGIONAL_BLOC, TRANSLATION, INDEPENDENT
    }

    /** A request with a path value and fields only. */
    public static RestCountriesRequest of(Version version, Endpoint endpoint, String value, String fields) {
        return new RestCountriesRequest(version, endpoint, value, fields, null, null, null);
    }
}
