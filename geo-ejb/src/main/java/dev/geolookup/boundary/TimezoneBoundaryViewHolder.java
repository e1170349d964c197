package dev.geolookup.boundary;

import dev.geolookup.api.Dataset;
import jakarta.enterprise.context.ApplicationScoped;

/** Holds the time-zone boundaries of the current data version. */
@ApplicationScoped
public class TimezoneBoundaryViewHolder extends BoundaryViewHolder {

    public TimezoneBoundaryViewHolder() {
        super(Dataset.TIMEZONE_BOUNDARIES, TimezoneBoundary.SHAPES);
    }
}
