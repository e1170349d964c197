package dev.geolookup.city;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.api.place.CityLookup;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.country.CountryCatalogHolder;
import dev.geolookup.place.FeatureJson;
import dev.geolookup.place.Gazetteer;
import dev.geolookup.place.GazetteerQueries;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;

/** Answers the city queries from the in-memory read model. */
@Stateless
@Local(CityLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class CityDirectory implements CityLookup {

    @Inject
    private CityGazetteerHolder holder;

    @Inject
    private CountryCatalogHolder countries;

    @Override
    public JsonBody search(PlaceQuery query) {
        return queries(holder.current()).search(query);
    }

    @Override
    public JsonBody byId(int geonameId) {
        return queries(holder.current()).byId(geonameId);
    }

    @Override
    public JsonBody near(NearQuery query) {
        return queries(holder.current()).near(query);
    }

    @Override
    public long dataVersion() {
        return holder.current().version();
    }

    private GazetteerQueries queries(Gazetteer gazetteer) {
        return new GazetteerQueries(gazetteer, FeatureJson.CITY, countries);
    }
}
