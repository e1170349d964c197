package dev.geolookup.boundary;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.ViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** Holds the country boundaries of the current data version; replaced whole on each load. */
@ApplicationScoped
public class CountryBoundaryViewHolder extends ViewHolder<BoundaryView> {

    @Inject
    private BoundaryViewLoader loader;

    public CountryBoundaryViewHolder() {
        super(Dataset.COUNTRY_BOUNDARIES, BoundaryView.EMPTY, BoundaryView::version, BoundaryView::features);
    }

    @Override
    public void load(long version) {
        serve(loader.load(CountryBoundary.SHAPES, version));
    }
}
