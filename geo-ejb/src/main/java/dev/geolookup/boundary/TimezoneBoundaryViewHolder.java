package dev.geolookup.boundary;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.ViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** Holds the time-zone boundaries of the current data version; replaced whole on each load. */
@ApplicationScoped
public class TimezoneBoundaryViewHolder extends ViewHolder<BoundaryView> {

    @Inject
    private BoundaryViewLoader loader;

    public TimezoneBoundaryViewHolder() {
        super(Dataset.TIMEZONE_BOUNDARIES, BoundaryView.EMPTY, BoundaryView::version, BoundaryView::features);
    }

    @Override
    public void load(long version) {
        serve(loader.load(TimezoneBoundary.SHAPES, version));
    }
}
