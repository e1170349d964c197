package dev.geolookup.api.place;

/** The cities: GeoNames' populated places of 15,000 people or more, and capitals. */
public interface CityLookup extends GazetteerLookup {
}
