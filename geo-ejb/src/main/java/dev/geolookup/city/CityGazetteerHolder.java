package dev.geolookup.city;

import dev.geolookup.place.Gazetteer;
import dev.geolookup.place.GazetteerLoader;
import dev.geolookup.readmodel.ReadModel;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** Holds the city read model of the current data version; replaced whole on each load. */
@ApplicationScoped
public class CityGazetteerHolder implements ReadModel {

    public static final String DATASET = "cities";

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
        gazetteer = loader.load(City.RANKED_ROWS, version);
    }

    public Gazetteer gazetteer() {
        return gazetteer;
    }
}
