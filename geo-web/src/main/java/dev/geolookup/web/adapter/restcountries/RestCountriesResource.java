package dev.geolookup.web.adapter.restcountries;

import dev.geolookup.api.adapter.restcountries.RestCountriesAnswer;
import dev.geolookup.api.adapter.restcountries.RestCountriesLookup;
import dev.geolookup.api.adapter.restcountries.RestCountriesRequest;
import dev.geolookup.api.adapter.restcountries.RestCountriesRequest.Endpoint;
import dev.geolookup.api.adapter.restcountries.RestCountriesRequest.Version;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * REST Countries' API at its own paths, so that its clients need only another base address: /v2/... and
 * /v3.1/... as restcountries.com served them (docs/API.md, "Moving from REST Countries"), each version with the
 * endpoints it had.
 */
@ApplicationScoped
@Path("/")
@Produces(MediaTypes.JSON)
public class RestCountriesResource {

    /** The type as an object, parsed once: a type given as text is parsed again for every answer. */
    private static final MediaType JSON = MediaType.valueOf(MediaTypes.JSON);

    @EJB
    private RestCountriesLookup lookup;

    @GET
    @Path("{version: v2|v3\\.1}/all")
    public Response all(@PathParam("version") String version, @QueryParam("fields") String fields) {
        return answer(version, Endpoint.ALL, null, fields);
    }

    @GET
    @Path("{version: v2|v3\\.1}/alpha/{code}")
    public Response alpha(@PathParam("version") String version, @PathParam("code") String code,
                          @QueryParam("fields") String fields) {
        return answer(version, Endpoint.ALPHA, code, fields);
    }

    /** {@code /alpha?codes=} and, as a published client sends it, {@code /alpha/?codes=}. */
    @GET
    @Path("{version: v2|v3\\.1}/alpha")
    public Response alphaList(@PathParam("version") String version, @QueryParam("codes") String codes,
                              @QueryParam("fields") String fields) {
        return respond(lookup.answer(new RestCountriesRequest(versionOf(version), Endpoint.ALPHA_LIST, null, fields,
                null, codes, null)));
    }

    @GET
    @Path("{version: v2|v3\\.1}/currency/{currency}")
    public Response currency(@PathParam("version") String version, @PathParam("currency") String currency,
                             @QueryParam("fields") String fields) {
        return answer(version, Endpoint.CURRENCY, currency, fields);
    }

    @GET
    @Path("{version: v2|v3\\.1}/name/{name}")
    public Response name(@PathParam("version") String version, @PathParam("name") String name,
                         @QueryParam("fullText") String fullText, @QueryParam("fields") String fields) {
        return respond(lookup.answer(new RestCountriesRequest(versionOf(version), Endpoint.NAME, name, fields,
                fullText, null, null)));
    }

    @GET
    @Path("v2/callingcode/{code}")
    public Response callingCode(@PathParam("code") String code, @QueryParam("fields") String fields) {
        return answer(Version.V2.path(), Endpoint.CALLING_CODE, code, fields);
    }

    @GET
    @Path("{version: v2|v3\\.1}/capital/{capital}")
    public Response capital(@PathParam("version") String version, @PathParam("capital") String capital,
                            @QueryParam("fields") String fields) {
        return answer(version, Endpoint.CAPITAL, capital, fields);
    }

    @GET
    @Path("{version: v2|v3\\.1}/region/{region}")
    public Response region(@PathParam("version") String version, @PathParam("region") String region,
                           @QueryParam("fields") String fields) {
        return answer(version, Endpoint.REGION, region, fields);
    }

    @GET
    @Path("{version: v2|v3\\.1}/subregion/{subregion}")
    public Response subregion(@PathParam("version") String version, @PathParam("subregion") String subregion,
                              @QueryParam("fields") String fields) {
        return answer(version, Endpoint.SUBREGION, subregion, fields);
    }

    @GET
    @Path("{version: v2|v3\\.1}/lang/{language}")
    public Response language(@PathParam("version") String version, @PathParam("language") String language,
                             @QueryParam("fields") String fields) {
        return answer(version, Endpoint.LANGUAGE, language, fields);
    }

    @GET
    @Path("{version: v2|v3\\.1}/demonym/{demonym}")
    public Response demonym(@PathParam("version") String version, @PathParam("demonym") String demonym,
                            @QueryParam("fields") String fields) {
        return answer(version, Endpoint.DEMONYM, demonym, fields);
    }

    @GET
    @Path("v2/regionalbloc/{bloc}")
    public Response regionalBloc(@PathParam("bloc") String bloc, @QueryParam("fields") String fields) {
        return answer(Version.V2.path(), Endpoint.REGIONAL_BLOC, bloc, fields);
    }

    @GET
    @Path("v3.1/translation/{translation}")
    public Response translation(@PathParam("translation") String translation, @QueryParam("fields") String fields) {
        return answer(Version.V3_1.path(), Endpoint.TRANSLATION, translation, fields);
    }

    @GET
    @Path("v3.1/independent")
    public Response independent(@QueryParam("status") String status, @QueryParam("fields") String fields) {
        return respond(lookup.answer(new RestCountriesRequest(Version.V3_1, Endpoint.INDEPENDENT, null, fields, null,
                null, status)));
    }

    /**
     * An endpoint whose value segment is empty (/v2/name/, /v3.1/translation/) or a segment REST Countries does not
     * have: its JSON 404, not the root API's plain text.
     */
    @GET
    @Path("{version: v2|v3\\.1}/{endpoint}")
    public Response withoutValue(@PathParam("version") String version, @PathParam("endpoint") String endpoint) {
        return respond(RestCountriesAnswer.notFound());
    }

    private Response answer(String version, Endpoint endpoint, String value, String fields) {
        return respond(lookup.answer(RestCountriesRequest.of(versionOf(version), endpoint, value, fields)));
    }

    private static Response respond(RestCountriesAnswer answer) {
        return Response.status(answer.status()).entity(answer.body()).type(JSON).build();
    }

    private static Version versionOf(String path) {
        return path.equals(Version.V2.path()) ? Version.V2 : Version.V3_1;
    }
}
