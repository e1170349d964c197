package dev.geolookup.place;

import dev.geolookup.readmodel.ViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** Holds the gazetteer read model of the current data version; replaced whole on each load. */
@ApplicationScoped
public class PlaceViewHolder extends ViewHolder<GazetteerView> {

    public static final String DATASET = "places";

    @Inject
    private GazetteerViewLoader loader;

    public PlaceViewHolder() {
        super(DATASET, GazetteerView.EMPTY, GazetteerView::version, GazetteerView::size);
    }

    @Override
    public void load(long version) {
        serveSnapshotOrBuild(version, GazetteerView::readFrom, GazetteerView::writeTo,
                () -> loader.load(Place.ALL_ROWS, version));
    }
}
