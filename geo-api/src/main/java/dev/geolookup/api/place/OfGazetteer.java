package dev.geolookup.api.place;

import dev.geolookup.api.geocode.GeocodeLookup;
import jakarta.inject.Qualifier;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Which gazetteer a {@link GazetteerLookup} answers from: the places (every GeoNames feature class) or the cities
 * (populated places of 15,000 people or more, and capitals). The service is one interface with two beans; this
 * qualifier picks one where it is injected.
 */
@Qualifier
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.FIELD, ElementType.PARAMETER, ElementType.METHOD})
public @interface OfGazetteer {

    GeocodeLookup.Gazetteer value();
}
