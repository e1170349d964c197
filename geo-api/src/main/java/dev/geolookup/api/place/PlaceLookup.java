package dev.geolookup.api.place;

/** The gazetteer: every GeoNames feature class (SPEC 4.3). */
public interface PlaceLookup extends GazetteerLookup {
}
