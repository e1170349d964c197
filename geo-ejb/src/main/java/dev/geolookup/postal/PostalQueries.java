package dev.geolookup.postal;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.country.CountryCodes;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.country.CountryView;

import java.util.Optional;

/**
 * What every postal-code query decides, over one postal-code view, the countries' code formats and the country
 * records: which country and code are acceptable, which entries a code finds, and which are nearest a point. Plain
 * Java, so that its edge cases are tested without a container; PostalLookupBean only hands it the views.
 */
final class PostalQueries {

    private static final int MAX_CODE_LENGTH = 20;

    private final PostalCodeView postalCodes;
    private final PostalFormatView formats;
    private final CountryView countries;

    PostalQueries(PostalCodeView postalCodes, PostalFormatView formats, CountryView countries) {
        this.postalCodes = postalCodes;
        this.formats = formats;
        this.countries = countries;
    }

    JsonBody lookup(String countryCode, String code) {
        String country = requireCountry(countryCode);
        int[] rows = rowsOf(country, requireCode(code));
        if (rows.length == 0) {
            throw new RecordNotFoundException("Postal code not found: " + country + " has no postal code " + code);
        }
        return PostalJson.list(postalCodes, rows);
    }

    JsonBody search(String code, String countryCode) {
        String checked = requireCode(code);
        if (countryCode == null) {
            return PostalJson.list(postalCodes, postalCodes.rowsOf(PostalFormatView.keyOf(checked), null));
        }
        return PostalJson.list(postalCodes, rowsOf(requireCountry(countryCode), checked));
    }

    JsonBody near(NearQuery query) {
        if (query.countryCode() != null) {
            requireCountry(query.countryCode());
        }
        double maxKm = query.radiusKm() == null ? Double.POSITIVE_INFINITY : query.radiusKm();
        return PostalJson.near(postalCodes, postalCodes.nearest(query.point().latitude(), query.point().longitude(),
                query.offset() + query.limit(), maxKm, query.countryCode()).from(query.offset()));
    }

    /**
     * The entries of a code in one country. A code the data lacks is checked against the country's format: one
     * that cannot be a code there is the caller's mistake (400); a full code of a country whose entries carry
     * only its leading part finds that part.
     */
    private int[] rowsOf(String country, String code) {
        String key = PostalFormatView.keyOf(code);
        int[] rows = postalCodes.rowsOf(key, country);
        if (rows.length > 0) {
            return rows;
        }
        Optional<PostalFormatView.CountryFormat> format = formats.of(country);
        if (format.isPresent() && !format.get().accepts(code)) {
            throw new InvalidRequestException("postal code " + code.trim() + " does not have the format of "
                    + country + " codes: " + format.get().notation() + " (# a digit, @ a letter)");
        }
        return PostalFormatView.leadingPartKey(country, key)
                .map(leadingKey -> postalCodes.rowsOf(leadingKey, country))
                .orElse(rows);
    }

    private String requireCountry(String countryCode) {
        String country = CountryCodes.countryFilter(countryCode);
        if (!countries.isCountryCode(country) && !postalCodes.hasCountry(country)) {
            throw new InvalidRequestException("country " + country + " is not an ISO 3166-1 alpha-2 code");
        }
        return country;
    }

    private static String requireCode(String code) {
        if (code == null || code.isBlank()) {
            throw new InvalidRequestException("code is required");
        }
        if (code.length() > MAX_CODE_LENGTH) {
            throw new InvalidRequestException("code must be at most " + MAX_CODE_LENGTH + " characters");
        }
        return code;
    }
}
