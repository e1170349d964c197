package dev.geolookup.reverse;

import dev.geolookup.readmodel.ViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** Holds the time-zone boundaries of the current data version; replaced whole on each load. */
@ApplicationScoped
public class TimezoneBoundaryViewHolder extends ViewHolder<BoundaryView> {

    public static final String DATASET = "timezone-boundaries";

    @Inject
    private BoundaryViewLoader loader;

    public TimezoneBoundaryViewHolder() {
        super(DATASET, BoundaryView.EMPTY, BoundaryView::version, BoundaryView::features);
    }

    @Override
    public void load(long version) {
        serve(loader.load(TimezoneBoundary.SHAPES, version));
    }
}
