package dev.geolookup.web.geojson;

import jakarta.ws.rs.NameBinding;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a resource method whose answer, a JSON record or array of records with latitude and longitude, may also be
 * sent as GeoJSON. The method must produce both {@code MediaTypes.JSON} and {@code MediaTypes.GEO_JSON}.
 */
@NameBinding
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.TYPE})
public @interface GeoJsonAvailable {
}
