package dev.geolookup.place;

import dev.geolookup.api.Dataset;
import jakarta.enterprise.context.ApplicationScoped;

/** Holds the cities' gazetteer: places of 15,000 people or more, and capitals. */
@ApplicationScoped
public class CityViewHolder extends GazetteerViewHolder {

    public CityViewHolder() {
        super(Dataset.CITIES, City.ALL_ROWS, "city");
    }
}
