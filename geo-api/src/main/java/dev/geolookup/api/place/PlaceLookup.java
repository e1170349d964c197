package dev.geolookup.api.place;

/** The gazetteer: every GeoNames feature class (search by name, one by id, the nearest). */
public interface PlaceLookup extends GazetteerLookup {
}
