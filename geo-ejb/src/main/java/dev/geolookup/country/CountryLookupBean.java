package dev.geolookup.country;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.country.CountryFilter;
import dev.geolookup.api.country.CountryLookup;
import dev.geolookup.api.country.CountryPage;
import dev.geolookup.api.country.CountrySort;
import dev.geolookup.api.country.FieldSelection;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;

import java.util.Optional;

/** Answers every country query from the in-memory read model (CountryQueries); no request reaches the database. */
@Stateless
@Local(CountryLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class CountryLookupBean implements CountryLookup {

    /** The longest name a country has in any language is far shorter; longer text is no country's name. */
    private static final int MAX_NAME = 200;

    @Inject
    private CountryViewHolder holder;

    @Inject
    private RandomCountryPicker randomPicker;

    @Override
    public CountryPage all(CountrySort sort, int offset, Integer limit, FieldSelection fields) {
        return queries().all(sort, offset, limit, fields);
    }

    @Override
    public JsonBody random(FieldSelection fields) {
        return queries().random(randomPicker, fields);
    }

    @Override
    public JsonBody byAlphaCode(String code, FieldSelection fields) {
        return queries().byAlphaCode(code, fields);
    }

    @Override
    public JsonBody byNumericCode(String code, FieldSelection fields) {
        return queries().byNumericCode(code, fields);
    }

    @Override
    public JsonBody byCiocCode(String code, FieldSelection fields) {
        return queries().byCiocCode(code, fields);
    }

    @Override
    public JsonBody matching(CountryFilter filter, FieldSelection fields) {
        return queries().matching(filter, fields);
    }

    @Override
    public Optional<String> alpha2Named(String text) {
        return text == null || text.isBlank() || text.length() > MAX_NAME ? Optional.empty()
                : holder.current().alpha2Named(text);
    }

    @Override
    public long dataVersion() {
        return holder.current().version();
    }

    /** The queries over the view being served now, kept for the whole request. */
    private CountryQueries queries() {
        return new CountryQueries(holder.current());
    }
}
