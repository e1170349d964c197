package dev.geolookup.place;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.ViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** Holds the gazetteer read model of the current data version; replaced whole on each load. */
@ApplicationScoped
public class PlaceViewHolder extends ViewHolder<GazetteerView> {

    @Inject
    private GazetteerViewLoader loader;

    public PlaceViewHolder() {
        super(Dataset.PLACES, GazetteerView.EMPTY, GazetteerView::version, GazetteerView::size);
    }

    @Override
    public void load(long version) {
        serveSnapshotOrBuild(version, GazetteerView::readFrom, GazetteerView::writeTo,
                () -> loader.load(Place.ALL_ROWS, version));
    }
}
