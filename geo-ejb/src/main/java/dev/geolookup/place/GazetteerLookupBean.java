package dev.geolookup.place;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.api.place.GazetteerLookup;
import dev.geolookup.api.place.PlacePage;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.text.Language;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.json.JsonValue;

import java.util.List;

/**
 * Answers the queries of one gazetteer from its in-memory read model: {@link PlaceLookupBean} the places',
 * {@link CityLookupBean} the cities', each naming its view holder and the shape of its records.
 */
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public abstract class GazetteerLookupBean implements GazetteerLookup {

    @Inject
    private GazetteerQueriesSource gazetteers;

    /** The holder of the gazetteer's read model. */
    protected abstract GazetteerViewHolder holder();

    /** The shape of its records. */
    protected abstract FeatureJson shape();

    @Override
    public JsonBody search(PlaceQuery query, Language language) {
        return queries().search(query, language);
    }

    @Override
    public PlacePage page(PlaceQuery query, Language language) {
        return queries().page(query, language);
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
        return holder().current().version();
    }

    private GazetteerQueries queries() {
        return gazetteers.of(holder().current(), shape());
    }
}
