package dev.geolookup.web.postal;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.api.postal.PostalLookup;
import dev.geolookup.web.geojson.GeoJsonAvailable;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Postal codes: lookup by country and code, search by code, nearest codes. */
@ApplicationScoped
@Path("postal")
@Produces({MediaTypes.JSON, MediaTypes.GEO_JSON})
@GeoJsonAvailable
@Tag(name = "postal", description = "GeoNames postal codes: countryCode, postalCode, placeName, adminName1..3, "
        + "adminCode1..3, latitude, longitude, accuracy (1 estimated .. 6 centroid)")
public class PostalResource {

    @EJB
    private PostalLookup postalCodes;

    @GET
    @Path("{country}/{code}")
    @Operation(summary = "The places of a postal code in a country",
            description = "Case- and space-insensitive ('sw1a' finds SW1A). Where GeoNames holds only the leading "
                    + "part of the codes (GB, CA, NL, IE, MT), a full code finds its leading part. A code that "
                    + "does not fit the country's format is a 400 naming the format.")
    @APIResponse(responseCode = "200", description = "Array of postal records (one code can name several places)")
    @APIResponse(responseCode = "404", description = "\"Country not found\" when the code is unknown")
    public JsonBody lookup(@PathParam("country") @Parameter(description = "ISO 3166-1 alpha-2 code") String country,
                           @PathParam("code") @Parameter(description = "The postal code") String code) {
        return postalCodes.lookup(country, code);
    }

    @GET
    @Operation(summary = "The places of a postal code in every country having it, or in one country")
    @APIResponse(responseCode = "200", description = "Array of postal records; [] when none")
    public JsonBody search(@QueryParam("code") @Parameter(description = "The postal code", required = true) String code,
                           @QueryParam("country") @Parameter(description = "ISO 3166-1 alpha-2 code") String country) {
        return postalCodes.search(code, country);
    }

    @GET
    @Path("near")
    @Operation(summary = "The postal codes nearest a point, nearest first, each with distanceKm")
    @APIResponse(responseCode = "200", description = "Array of postal records with distanceKm")
    public JsonBody near(@QueryParam("lat") @Parameter(description = "Latitude, -90 to 90", required = true) String lat,
                         @QueryParam("lng") @Parameter(description = "Longitude, -180 to 180", required = true) String lng,
                         @QueryParam("limit") @Parameter(description = "1 to 100, default 10") String limit,
                         @QueryParam("radiusKm") @Parameter(description = "Only codes within this distance") String radiusKm,
                         @QueryParam("country") @Parameter(description = "ISO 3166-1 alpha-2 code") String country) {
        return postalCodes.near(NearQuery.parse(lat, lng, limit, radiusKm, country, null));
    }
}
