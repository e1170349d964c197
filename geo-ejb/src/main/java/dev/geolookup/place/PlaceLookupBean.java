package dev.geolookup.place;

import dev.geolookup.api.geocode.GeocodeLookup;
import dev.geolookup.api.place.GazetteerLookup;
import dev.geolookup.api.place.OfGazetteer;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;

/** Answers the gazetteer queries: every GeoNames feature class. */
@Stateless
@Local(GazetteerLookup.class)
@OfGazetteer(GeocodeLookup.Gazetteer.PLACES)
public class PlaceLookupBean extends GazetteerLookupBean {

    @Inject
    private PlaceViewHolder places;

    @Override
    protected GazetteerViewHolder holder() {
        return places;
    }

    @Override
    protected FeatureJson shape() {
        return FeatureJson.PLACE;
    }
}
