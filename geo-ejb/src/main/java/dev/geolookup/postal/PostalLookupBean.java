package dev.geolookup.postal;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.country.CountryCodes;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.api.postal.PostalLookup;
import dev.geolookup.country.CountryViewHolder;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;

import java.util.Optional;

/** Answers postal-code queries from the in-memory read models of the postal dump and of countryInfo. */
@Stateless
@Local(PostalLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class PostalLookupBean implements PostalLookup {

    private static final int MAX_CODE_LENGTH = 20;

    @Inject
    private PostalCodeViewHolder postalCodes;

    @Inject
    private PostalFormatViewHolder formats;

    @Inject
    private CountryViewHolder countries;

    @Override
    public JsonBody lookup(String countryCode, String code) {
        String country = requireCountry(countryCode);
        PostalCodeView view = postalCodes.current();
        int[] rows = rowsOf(view, country, requireCode(code));
        if (rows.length == 0) {
            throw new RecordNotFoundException();
        }
        return PostalJson.list(view, rows);
    }

    @Override
    public JsonBody search(String code, String countryCode) {
        String checked = requireCode(code);
        PostalCodeView view = postalCodes.current();
        if (countryCode == null) {
            return PostalJson.list(view, view.rowsOf(PostalFormatView.keyOf(checked), null));
        }
        return PostalJson.list(view, rowsOf(view, requireCountry(countryCode), checked));
    }

    @Override
    public JsonBody near(NearQuery query) {
        if (query.countryCode() != null) {
            requireCountry(query.countryCode());
        }
        double maxKm = query.radiusKm() == null ? Double.POSITIVE_INFINITY : query.radiusKm();
        PostalCodeView view = postalCodes.current();
        return PostalJson.near(view, view.nearest(query.point().latitude(), query.point().longitude(),
                query.limit(), maxKm, query.countryCode()));
    }

    @Override
    public long dataVersion() {
        return postalCodes.current().version();
    }

    /**
     * The entries of a code in one country. A code the data lacks is checked against the country's format: one
     * that cannot be a code there is the caller's mistake (400); a full code of a country whose entries carry
     * only its leading part finds that part.
     */
    private int[] rowsOf(PostalCodeView view, String country, String code) {
        String key = PostalFormatView.keyOf(code);
        int[] rows = view.rowsOf(key, country);
        if (rows.length > 0) {
            return rows;
        }
        Optional<PostalFormatView.CountryFormat> format = formats.current().of(country);
        if (format.isPresent() && !format.get().accepts(code)) {
            throw new InvalidRequestException("postal code " + code.trim() + " does not have the format of "
                    + country + " codes: " + format.get().notation() + " (# a digit, @ a letter)");
        }
        return PostalFormatView.leadingPartKey(country, key)
                .map(leadingKey -> view.rowsOf(leadingKey, country))
                .orElse(rows);
    }

    private String requireCountry(String countryCode) {
        String country = CountryCodes.countryFilter(countryCode);
        if (!countries.isCountryCode(country) && !postalCodes.current().hasCountry(country)) {
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
