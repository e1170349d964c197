package dev.geolookup.postal;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.api.postal.PostalLookup;
import dev.geolookup.country.CountryViewHolder;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;

/** Answers postal-code queries (PostalQueries) from the read models of the postal dump and of countryInfo. */
@Stateless
@Local(PostalLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class PostalLookupBean implements PostalLookup {

    @Inject
    private PostalCodeViewHolder postalCodes;

    @Inject
    private PostalFormatViewHolder formats;

    @Inject
    private CountryViewHolder countries;

    @Override
    public JsonBody lookup(String countryCode, String code) {
        return queries().lookup(countryCode, code);
    }

    @Override
    public JsonBody search(String code, String countryCode) {
        return queries().search(code, countryCode);
    }

    @Override
    public JsonBody near(NearQuery query) {
        return queries().near(query);
    }

    @Override
    public long dataVersion() {
        return postalCodes.current().version();
    }

    /** The views being served now, taken once for the whole request. */
    private PostalQueries queries() {
        return new PostalQueries(postalCodes.current(), formats.current(), countries.current());
    }
}
