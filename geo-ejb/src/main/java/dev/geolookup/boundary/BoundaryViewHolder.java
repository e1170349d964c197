package dev.geolookup.boundary;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.ViewHolder;
import jakarta.inject.Inject;

/** Holds one dataset's boundaries of the current data version, loaded by its shapes query; replaced whole. */
abstract class BoundaryViewHolder extends ViewHolder<BoundaryView> {

    private final String shapesQuery;

    @Inject
    private BoundaryViewLoader loader;

    BoundaryViewHolder(Dataset dataset, String shapesQuery) {
        super(dataset, BoundaryView.EMPTY, BoundaryView::version, BoundaryView::features);
        this.shapesQuery = shapesQuery;
    }

    @Override
    public void load(long version) {
        serve(loader.load(shapesQuery, version));
    }
}
