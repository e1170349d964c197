package dev.geolookup.postal;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.geo.GeoFilters;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.api.postal.PostalLookup;
import dev.geolookup.country.CountryCatalogHolder;
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
public class PostalDirectory implements PostalLookup {

    private static final int MAX_CODE_LENGTH = 20;

    @Inject
    private PostalBookHolder books;

    @Inject
    private PostalFormatsHolder formats;

    @Inject
    private CountryCatalogHolder countries;

    @Override
    public JsonBody lookup(String countryCode, String code) {
        String country = requireCountry(countryCode);
        PostalBook book = books.current();
        int[] rows = rowsOf(book, country, requireCode(code));
        if (rows.length == 0) {
            throw new RecordNotFoundException();
        }
        return PostalJson.list(book, rows);
    }

    @Override
    public JsonBody search(String code, String countryCode) {
        String checked = requireCode(code);
        PostalBook book = books.current();
        if (countryCode == null) {
            return PostalJson.list(book, book.rowsOf(PostalFormats.keyOf(checked), null));
        }
        return PostalJson.list(book, rowsOf(book, requireCountry(countryCode), checked));
    }

    @Override
    public JsonBody near(NearQuery query) {
        if (query.countryCode() != null) {
            requireCountry(query.countryCode());
        }
        double maxKm = query.radiusKm() == null ? Double.POSITIVE_INFINITY : query.radiusKm();
        PostalBook book = books.current();
        return PostalJson.near(book, book.nearest(query.point().latitude(), query.point().longitude(),
                query.limit(), maxKm, query.countryCode()));
    }

    @Override
    public long dataVersion() {
        return books.current().version();
    }

    /**
     * The entries of a code in one country. A code the data lacks is checked against the country's format: one
     * that cannot be a code there is the caller's mistake (400); a full code of a country whose entries carry
     * only its leading part finds that part.
     */
    private int[] rowsOf(PostalBook book, String country, String code) {
        String key = PostalFormats.keyOf(code);
        int[] rows = book.rowsOf(key, country);
        if (rows.length > 0) {
            return rows;
        }
        Optional<PostalFormats.CountryFormat> format = formats.current().of(country);
        if (format.isPresent() && !format.get().accepts(code)) {
            throw new InvalidRequestException("postal code " + code.trim() + " does not have the format of "
                    + country + " codes: " + format.get().notation() + " (# a digit, @ a letter)");
        }
        return PostalFormats.leadingPartKey(country, key)
                .map(leadingKey -> book.rowsOf(leadingKey, country))
                .orElse(rows);
    }

    private String requireCountry(String countryCode) {
        String country = GeoFilters.countryCode(countryCode);
        if (!countries.isCountryCode(country) && !books.current().hasCountry(country)) {
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
