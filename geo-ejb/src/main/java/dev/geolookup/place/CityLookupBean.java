package dev.geolookup.place;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.api.place.CityLookup;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.text.Language;
import dev.geolookup.country.CountryViewHolder;
import dev.geolookup.place.CityViewHolder;
import dev.geolookup.place.FeatureJson;
import dev.geolookup.place.GazetteerQueries;
import dev.geolookup.place.GazetteerView;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.json.JsonValue;

import java.util.List;

/** Answers the city queries from the in-memory read model. */
@Stateless
@Local(CityLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class CityLookupBean implements CityLookup {

    @Inject
    private CityViewHolder holder;

    @Inject
    private CountryViewHolder countries;

    @Inject
    private LocalNameViewHolder localNames;

    @Inject
    private Admin1IsoCodes isoCodes;

    @Override
    public JsonBody search(PlaceQuery query, Language language) {
        return queries(holder.current()).search(query, language);
    }

    @Override
    public JsonBody searchAll(List<JsonValue> queries, Language language) {
        return queries(holder.current()).searchAll(queries, language);
    }

    @Override
    public JsonBody byId(int geonameId, Language language) {
        return queries(holder.current()).byId(geonameId, language);
    }

    @Override
    public JsonBody near(NearQuery query, Language language) {
        return queries(holder.current()).near(query, language);
    }

    @Override
    public long dataVersion() {
        return holder.current().version();
    }

    private GazetteerQueries queries(GazetteerView gazetteer) {
        return new GazetteerQueries(gazetteer, FeatureJson.CITY, countries, localNames.current(), isoCodes);
    }
}
