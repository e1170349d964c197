package dev.geolookup.place;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.api.place.PlaceLookup;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.text.Language;
import dev.geolookup.country.CountryViewHolder;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.json.JsonValue;

import java.util.List;

/** Answers the gazetteer queries from the in-memory read model. */
@Stateless
@Local(PlaceLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class PlaceLookupBean implements PlaceLookup {

    @Inject
    private PlaceViewHolder holder;

    @Inject
    private CountryViewHolder countries;

    @Inject
    private LocalNameViewHolder localNames;

    @Inject
    private Admin1IsoCodes isoCodes;

    @Override
    public JsonBody search(PlaceQuery query, Language language) {
        return queries().search(query, language);
    }

    @Override
    public JsonBody searchAll(List<JsonValue> queries, Language language) {
        return queries().searchAll(queries, language);
    }

    @Override
    public JsonBody byId(int geonameId, Language language) {
        return queries().byId(geonameId, language);
    }

    @Override
    public JsonBody near(NearQuery query, Language language) {
        return queries().near(query, language);
    }

    @Override
    public long dataVersion() {
        return holder.current().version();
    }

    private GazetteerQueries queries() {
        return new GazetteerQueries(holder.current(), FeatureJson.PLACE, countries, localNames.current(),
                isoCodes);
    }
}
