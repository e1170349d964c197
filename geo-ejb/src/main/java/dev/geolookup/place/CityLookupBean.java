package dev.geolookup.place;

import dev.geolookup.api.geocode.GeocodeLookup;
import dev.geolookup.api.place.GazetteerLookup;
import dev.geolookup.api.place.OfGazetteer;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;

/** Answers the city queries: places of 15,000 people or more, and capitals. */
@Stateless
@Local(GazetteerLookup.class)
@OfGazetteer(GeocodeLookup.Gazetteer.CITIES)
public class CityLookupBean extends GazetteerLookupBean {

    @Inject
    private CityViewHolder cities;

    @Override
    protected GazetteerViewHolder holder() {
        return cities;
    }

    @Override
    protected FeatureJson shape() {
        return FeatureJson.CITY;
    }
}
