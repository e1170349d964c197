package dev.geolookup.place;

import dev.geolookup.api.Dataset;
import jakarta.enterprise.context.ApplicationScoped;

/** Holds the gazetteer of every feature class. */
@ApplicationScoped
public class PlaceViewHolder extends GazetteerViewHolder {

    public PlaceViewHolder() {
        super(Dataset.PLACES, Place.ALL_ROWS, "place");
    }
}
