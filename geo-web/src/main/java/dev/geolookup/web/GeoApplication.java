package dev.geolookup.web;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import org.eclipse.microprofile.openapi.annotations.OpenAPIDefinition;
import org.eclipse.microprofile.openapi.annotations.info.Info;
import org.eclipse.microprofile.openapi.annotations.info.License;

/** The REST API answers at the root: GET /alpha/de, GET /countries, …, with no /api or version prefix, as REST Countries does. */
@ApplicationPath("/")
@OpenAPIDefinition(info = @Info(
        title = "Geo lookup service",
        version = "1.0",
        description = "Country records, places, cities, distances, postal codes and IP geolocation. Responses are"
                + " application/json; errors are text/plain holding a JSON string such as \"Country not found\"."
                + " Every 200 carries a strong ETag (If-None-Match gives 304). Country data: REST Countries"
                + " (MPL-2.0) with facts from mledoze/countries (ODbL-1.0).",
        license = @License(name = "Data licences: see the README")))
public class GeoApplication extends Application {
}
