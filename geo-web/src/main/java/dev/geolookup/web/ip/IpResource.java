package dev.geolookup.web.ip;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.ip.IpAnswerMembers;
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

import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** IP geolocation: one address, the caller's, a batch, and the data source. */
@ApplicationScoped
@Path("ip")
@Produces(MediaTypes.JSON)
public class IpResource {

    @EJB
    private IpLookup ips;

    @Inject
    private CallerAddress callerAddress;

    @GET
    @Path("{ip}")
    public Response locate(@PathParam("ip") String ip, @QueryParam("fields") String fields,
                           @QueryParam("full") String full, @QueryParam("ipFields") String ipFields) {
        // For an hour, as /reverse: utcOffset is the offset now, which a daylight-saving change alters.
        return Response.ok(ips.locate(ip, FieldSelection.parse(fields, full), IpAnswerMembers.parse(ipFields)))
                .header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.CACHE_FOR_AN_HOUR)
                .build();
    }

    @GET
    public Response locateCaller(@Context HttpServletRequest request, @Context HttpHeaders headers,
                                 @QueryParam("fields") String fields, @QueryParam("full") String full,
                                 @QueryParam("ipFields") String ipFields) {
        String caller = callerAddress.of(request.getRemoteAddr(), headerValues(headers, "Forwarded"),
                headerValues(headers, "X-Forwarded-For"));
        return Response.ok(ips.locate(caller, FieldSelection.parse(fields, full), IpAnswerMembers.parse(ipFields)))
                .header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.NO_STORE)
                .build();
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonBody locateAll(InputStream body, @QueryParam("fields") String fields, @QueryParam("full") String full,
                              @QueryParam("ipFields") String ipFields) {
        FieldSelection selection = FieldSelection.parse(fields, full);
        IpAnswerMembers members = IpAnswerMembers.parse(ipFields);
        return ips.locateAll(addresses(body), selection, members);
    }

    @GET
    @Path("info")
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
