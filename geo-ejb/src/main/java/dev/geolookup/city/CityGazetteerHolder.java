package dev.geolookup.city;

import dev.geolookup.place.Gazetteer;
import dev.geolookup.place.GazetteerLoader;
import dev.geolookup.readmodel.ServedReadModel;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** Holds the city read model of the current data version; replaced whole on each load. */
@ApplicationScoped
public class CityGazetteerHolder extends ServedReadModel<Gazetteer> {

    public static final String DATASET = "cities";

    @Inject
    private GazetteerLoader loader;

    public CityGazetteerHolder() {
        super(DATASET, Gazetteer.EMPTY, Gazetteer::version, Gazetteer::size);
    }

    @Override
    public void load(long version) {
        serveSnapshotOrBuild(version, Gazetteer::readFrom, Gazetteer::writeTo,
                () -> loader.load(City.ALL_ROWS, version));
    }
}
