package dev.geolookup.web.ip;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.ip.IpLookup;
import dev.geolookup.web.http.CallerAddress;
import dev.geolookup.web.http.HttpCachingFilter;
import dev.geolookup.web.http.JsonArrayBody;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** IP geolocation: one address, the caller's, a batch, and the data source. */
@ApplicationScoped
@Path("ip")
@Produces(MediaTypes.JSON)
@Tag(name = "ip", description = "IP geolocation from DB-IP Lite: {ip, countryCode, country}")
public class IpResource {

    @EJB
    private IpLookup ips;

    @Inject
    private CallerAddress callerAddress;

    @GET
    @Path("{ip}")
    @Operation(summary = "The country of an IPv4 or IPv6 address",
            description = "IPv4 in dotted form without leading zeros; IPv6 in any RFC 4291 text form. An "
                    + "IPv4-mapped IPv6 address answers as its IPv4 address; ip in the answer is the canonical "
                    + "form. Host names, zone ids, CIDR blocks are a 400; no name is ever resolved.")
    @APIResponse(responseCode = "200", description = "{ip, countryCode, country}")
    @APIResponse(responseCode = "400", description = "\"Invalid IP address\"")
    @APIResponse(responseCode = "404", description = "\"Country not found\": private, reserved or unallocated")
    public JsonBody locate(@PathParam("ip") String ip, @QueryParam("fields") String fields,
                           @QueryParam("full") String full) {
        return ips.locate(ip, FieldSelection.parse(fields, full));
    }

    @GET
    @Operation(summary = "The country of the caller's own address",
            description = "X-Forwarded-For and Forwarded count only when the direct peer is one of the trusted "
                    + "proxies (geo.ip.trusted-proxies, empty by default); then the right-most untrusted hop is "
                    + "the caller.")
    @APIResponse(responseCode = "200", description = "{ip, countryCode, country}; not cacheable")
    @APIResponse(responseCode = "404", description = "\"Country not found\": e.g. a private address")
    public Response locateCaller(@Context HttpServletRequest request, @Context HttpHeaders headers,
                                 @QueryParam("fields") String fields, @QueryParam("full") String full) {
        String caller = callerAddress.of(request.getRemoteAddr(), headerValues(headers, "Forwarded"),
                headerValues(headers, "X-Forwarded-For"));
        return Response.ok(ips.locate(caller, FieldSelection.parse(fields, full)))
                .header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.NO_STORE)
                .build();
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "The countries of up to 100 addresses",
            description = "The body is a JSON array of 1 to 100 strings (16 KB at most). The answer has the same "
                    + "length and order; each element is {ip, countryCode, country} or {ip, error} with error "
                    + "\"Invalid IP address\" or \"Country not found\". fields and full apply to every country.")
    @RequestBody(description = "JSON array of address strings")
    @APIResponse(responseCode = "200", description = "Array of results and errors, in request order")
    @APIResponse(responseCode = "400", description = "Not a JSON array of strings, empty, or more than 100")
    @APIResponse(responseCode = "413", description = "Body over 16 KB")
    @APIResponse(responseCode = "415", description = "Content type other than application/json")
    public JsonBody locateAll(InputStream body, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        FieldSelection selection = FieldSelection.parse(fields, full);
        return ips.locateAll(addresses(body), selection);
    }

    @GET
    @Path("info")
    @Operation(summary = "The IP data source: provider, license, attribution, source, lastUpdated, importedAt, "
            + "range counts")
    @APIResponse(responseCode = "200", description = "Data-source metadata; lastUpdated is the month the data was "
            + "built (YYYY-MM, null where the source does not say), importedAt when it was swapped in (ISO-8601)")
    public JsonBody info() {
        return ips.info();
    }

    private static List<String> headerValues(HttpHeaders headers, String name) {
        List<String> values = headers.getRequestHeader(name);
        return values == null ? Collections.emptyList() : values;
    }

    private static List<String> addresses(InputStream body) {
        JsonArray array = JsonArrayBody.read(body, "a JSON array of IP address strings");
        List<String> addresses = new ArrayList<>(array.size());
        for (JsonValue element : array) {
            if (element.getValueType() != JsonValue.ValueType.STRING) {
                throw new InvalidRequestException("every element of the array must be a string");
            }
            addresses.add(((JsonString) element).getString());
        }
        return addresses;
    }
}
