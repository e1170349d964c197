package dev.geolookup.web.country;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.country.CountryFilter;
import dev.geolookup.api.country.CountryFilter.Criterion;
import dev.geolookup.api.country.CountryLookup;
import dev.geolookup.api.country.CountryPage;
import dev.geolookup.api.country.CountrySort;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.request.QueryParameters;
import dev.geolookup.web.http.HttpCachingFilter;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

/**
 * The country endpoints. Filters that match nothing answer 404 "Country not found"; the range
 * endpoints and /countries answer an empty array instead.
 */
@ApplicationScoped
@Path("/")
@Produces(MediaTypes.JSON)
public class CountryResource {

    @EJB
    private CountryLookup countries;

    @GET
    @Path("countries")
    public Response all(@QueryParam("sort") String sort,
                        @QueryParam("order") String order,
                        @QueryParam("limit") String limit,
                        @QueryParam("offset") String offset,
                        @QueryParam("fields") String fields, @QueryParam("full") String full) {
        CountrySort countrySort = CountrySort.parse(sort, order);
        Integer pageSize = QueryParameters.optionalInt("limit", limit, 1, Integer.MAX_VALUE);
        Integer skip = QueryParameters.optionalInt("offset", offset, 0, Integer.MAX_VALUE);
        CountryPage page = countries.all(countrySort, skip == null ? 0 : skip, pageSize, FieldSelection.parse(fields, full));
        return Response.ok(page.body()).header("X-Total-Count", page.totalCount()).build();
    }

    @GET
    @Path("random")
    public Response random(@QueryParam("fields") String fields, @QueryParam("full") String full) {
        return Response.ok(countries.random(FieldSelection.parse(fields, full)))
                .header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.NO_STORE)
                .build();
    }

    @GET
    @Path("alpha/{code}")
    public JsonBody byAlphaCode(@PathParam("code") String code, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.byAlphaCode(code, FieldSelection.parse(fields, full));
    }

    @GET
    @Path("numericcode/{code}")
    public JsonBody byNumericCode(@PathParam("code") String code, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.byNumericCode(code, FieldSelection.parse(fields, full));
    }

    @GET
    @Path("cioc/{code}")
    public JsonBody byCiocCode(@PathParam("code") String code, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.byCiocCode(code, FieldSelection.parse(fields, full));
    }

    @GET
    @Path("name/{name}")
    public JsonBody byName(@PathParam("name") String name,
                           @QueryParam("fullText") String fullText,
                           @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.name(name, QueryParameters.optionalBoolean("fullText", fullText)),
                FieldSelection.parse(fields, full));
    }

    @GET
    @Path("translation/{name}")
    public JsonBody byTranslation(@PathParam("name") String name,
                                  @QueryParam("fullText") String fullText,
                                  @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.translation(name, QueryParameters.optionalBoolean("fullText", fullText)),
                FieldSelection.parse(fields, full));
    }

    @GET
    @Path("capital/{capital}")
    public JsonBody byCapital(@PathParam("capital") String capital, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.CAPITAL, capital), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("demonym/{demonym}")
    public JsonBody byDemonym(@PathParam("demonym") String demonym, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.DEMONYM, demonym), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("timezone/{timezone}")
    public JsonBody byTimezone(@PathParam("timezone") String timezone, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.TIMEZONE, timezone), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("region/{region}")
    public JsonBody byRegion(@PathParam("region") String region, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.REGION, region), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("subregion/{subregion}")
    public JsonBody bySubregion(@PathParam("subregion") String subregion, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.SUBREGION, subregion), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("callingcode/{code}")
    public JsonBody byCallingCode(@PathParam("code") String code, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.CALLING_CODE, code), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("currency/{code}")
    public JsonBody byCurrency(@PathParam("code") String code, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.CURRENCY, code), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("lang/{language}")
    public JsonBody byLanguage(@PathParam("language") String language, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.LANGUAGE, language), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("tld/{tld}")
    public JsonBody byTopLevelDomain(@PathParam("tld") String tld, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.TOP_LEVEL_DOMAIN, tld), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("borders/{country}")
    public JsonBody bordersOf(@PathParam("country") String country, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.BORDERS, country), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("area")
    public JsonBody byArea(@QueryParam("min") String min,
                           @QueryParam("max") String max,
                           @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.area(QueryParameters.optionalNumber("min", min),
                QueryParameters.optionalNumber("max", max)), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("population")
    public JsonBody byPopulation(@QueryParam("min") String min,
                                 @QueryParam("max") String max,
                                 @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.population(QueryParameters.optionalLong("min", min),
                QueryParameters.optionalLong("max", max)), FieldSelection.parse(fields, full));
    }
}
