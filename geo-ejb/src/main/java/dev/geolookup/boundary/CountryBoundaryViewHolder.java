package dev.geolookup.boundary;

import dev.geolookup.api.Dataset;
import jakarta.enterprise.context.ApplicationScoped;

/** Holds the country boundaries of the current data version. */
@ApplicationScoped
public class CountryBoundaryViewHolder extends BoundaryViewHolder {

    public CountryBoundaryViewHolder() {
        super(Dataset.COUNTRY_BOUNDARIES, CountryBoundary.SHAPES);
    }
}
