package dev.geolookup.place;

import dev.geolookup.api.Dataset;
import dev.geolookup.place.City;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.GazetteerViewLoader;
import dev.geolookup.readmodel.ViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** Holds the city read model of the current data version; replaced whole on each load. */
@ApplicationScoped
public class CityViewHolder extends ViewHolder<GazetteerView> {

    @Inject
    private GazetteerViewLoader loader;

    public CityViewHolder() {
        super(Dataset.CITIES, GazetteerView.EMPTY, GazetteerView::version, GazetteerView::size);
    }

    @Override
    public void load(long version) {
        serveSnapshotOrBuild(version, GazetteerView::readFrom, GazetteerView::writeTo,
                () -> loader.load(City.ALL_ROWS, version));
    }
}
