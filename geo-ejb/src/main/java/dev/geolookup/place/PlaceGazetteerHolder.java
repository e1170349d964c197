package dev.geolookup.place;

import dev.geolookup.readmodel.ServedReadModel;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** Holds the gazetteer read model of the current data version; replaced whole on each load. */
@ApplicationScoped
public class PlaceGazetteerHolder extends ServedReadModel<Gazetteer> {

    public static final String DATASET = "places";

    @Inject
    private GazetteerLoader loader;

    public PlaceGazetteerHolder() {
        super(DATASET, Gazetteer.EMPTY, Gazetteer::version, Gazetteer::size);
    }

    @Override
    public void load(long version) {
        serveSnapshotOrBuild(version, Gazetteer::readFrom, Gazetteer::writeTo,
                () -> loader.load(Place.ALL_ROWS, version));
    }
}
