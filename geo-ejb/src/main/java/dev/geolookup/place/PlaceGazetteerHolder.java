package dev.geolookup.place;

import dev.geolookup.readmodel.ReadModel;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** Holds the gazetteer read model of the current data version; replaced whole on each load. */
@ApplicationScoped
public class PlaceGazetteerHolder implements ReadModel {

    public static final String DATASET = "places";

    @Inject
    private GazetteerLoader loader;

    private volatile Gazetteer gazetteer = Gazetteer.EMPTY;

    @Override
    public String dataset() {
        return DATASET;
    }

    @Override
    public long loadedVersion() {
        return gazetteer.version();
    }

    @Override
    public void load(long version) {
        gazetteer = loader.load(Place.RANKED_ROWS, version);
    }

    public Gazetteer gazetteer() {
        return gazetteer;
    }
}
