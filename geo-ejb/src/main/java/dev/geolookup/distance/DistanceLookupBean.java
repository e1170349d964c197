package dev.geolookup.distance;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.distance.DistanceLookup;
import dev.geolookup.api.distance.DistanceQuery;
import dev.geolookup.api.text.Language;
import dev.geolookup.place.CityViewHolder;
import dev.geolookup.place.LocalNameViewHolder;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;

/** Distances between cities of the city read model, or between two points: hands the views to DistanceQueries. */
@Stateless
@Local(DistanceLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class DistanceLookupBean implements DistanceLookup {

    @Inject
    private CityViewHolder cities;

    @Inject
    private LocalNameViewHolder localNames;

    @Override
    public JsonBody distance(DistanceQuery query, Language language) {
        return new DistanceQueries(cities.current(), localNames.current().in(language)).distance(query);
    }
}
