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
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The country endpoints. Filters that match nothing answer 404 "Country not found"; the range
 * endpoints and /countries answer an empty array instead.
 */
@ApplicationScoped
@Path("/")
@Produces(MediaTypes.JSON)
@Tag(name = "countries", description = "Country records (REST Countries v2 shape)")
public class CountryResource {

    @EJB
    private CountryLookup countries;

    @GET
    @Path("countries")
    @Operation(summary = "All countries, sorted and paged",
            description = "sort takes a scalar field (name, alpha2Code, alpha3Code, capital, region, subregion, "
                    + "population, area, populationDensity, numericCode, demonym); records without a value sort "
                    + "last. Without sort, the dataset's order. X-Total-Count gives the count before paging.")
    @APIResponse(responseCode = "200", description = "Array of country records; [] past the end")
    public Response all(@QueryParam("sort") @Parameter(description = "Field to sort by") String sort,
                        @QueryParam("order") @Parameter(description = "asc (default) or desc") String order,
                        @QueryParam("limit") @Parameter(description = "Maximum results, at least 1; default all") String limit,
                        @QueryParam("offset") @Parameter(description = "Results to skip, at least 0; default 0") String offset,
                        @QueryParam("fields") String fields, @QueryParam("full") String full) {
        CountrySort countrySort = CountrySort.parse(sort, order);
        Integer pageSize = QueryParameters.optionalInt("limit", limit, 1, Integer.MAX_VALUE);
        Integer skip = QueryParameters.optionalInt("offset", offset, 0, Integer.MAX_VALUE);
        CountryPage page = countries.all(countrySort, skip == null ? 0 : skip, pageSize, FieldSelection.parse(fields, full));
        return Response.ok(page.body()).header("X-Total-Count", page.totalCount()).build();
    }

    @GET
    @Path("random")
    @Operation(summary = "One random country, never the same one twice in a row")
    @APIResponse(responseCode = "200", description = "One country record; not cacheable")
    public Response random(@QueryParam("fields") String fields, @QueryParam("full") String full) {
        return Response.ok(countries.random(FieldSelection.parse(fields, full)))
                .header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.NO_STORE)
                .build();
    }

    @GET
    @Path("alpha/{code}")
    @Operation(summary = "Country by ISO 3166-1 alpha-2 or alpha-3 code, case-insensitive")
    @APIResponse(responseCode = "200", description = "One country record")
    @APIResponse(responseCode = "404", description = "\"Country not found\"")
    public JsonBody byAlphaCode(@PathParam("code") String code, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.byAlphaCode(code, FieldSelection.parse(fields, full));
    }

    @GET
    @Path("numericcode/{code}")
    @Operation(summary = "Country by ISO 3166-1 numeric code; leading zeros optional (4, 04 and 004 are one code)")
    @APIResponse(responseCode = "200", description = "One country record")
    @APIResponse(responseCode = "404", description = "\"Country not found\"")
    public JsonBody byNumericCode(@PathParam("code") String code, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.byNumericCode(code, FieldSelection.parse(fields, full));
    }

    @GET
    @Path("cioc/{code}")
    @Operation(summary = "Country by International Olympic Committee code, case-insensitive")
    @APIResponse(responseCode = "200", description = "One country record")
    @APIResponse(responseCode = "404", description = "\"Country not found\"")
    public JsonBody byCiocCode(@PathParam("code") String code, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.byCiocCode(code, FieldSelection.parse(fields, full));
    }

    @GET
    @Path("name/{name}")
    @Operation(summary = "Countries whose name or native name contains the text",
            description = "Case-, accent- and punctuation-insensitive ('cote' finds Côte d'Ivoire). With "
                    + "fullText=true the whole name must match (case- and accent-insensitive).")
    @APIResponse(responseCode = "200", description = "Array of country records")
    @APIResponse(responseCode = "404", description = "\"Country not found\"")
    public JsonBody byName(@PathParam("name") String name,
                           @QueryParam("fullText") @Parameter(description = "true: match the whole name") String fullText,
                           @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.name(name, QueryParameters.optionalBoolean("fullText", fullText)),
                FieldSelection.parse(fields, full));
    }

    @GET
    @Path("translation/{name}")
    @Operation(summary = "Countries with a name in any language that contains the text",
            description = "Matches the English and native names, the v2 translations and the common and official "
                    + "names in the 23 languages of the world-countries dataset (Alemania, Deutschland, Niemcy, "
                    + "Германия, ドイツ all find Germany), by the rule of /name: case-, accent- and "
                    + "punctuation-insensitive, with fullText=true the whole name.")
    @APIResponse(responseCode = "200", description = "Array of country records")
    @APIResponse(responseCode = "404", description = "\"Country not found\"")
    public JsonBody byTranslation(@PathParam("name") String name,
                                  @QueryParam("fullText") @Parameter(description = "true: match a whole name") String fullText,
                                  @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.translation(name, QueryParameters.optionalBoolean("fullText", fullText)),
                FieldSelection.parse(fields, full));
    }

    @GET
    @Path("capital/{capital}")
    @Operation(summary = "Countries whose capital contains the text, case- and accent-insensitive")
    @APIResponse(responseCode = "200", description = "Array of country records")
    @APIResponse(responseCode = "404", description = "\"Country not found\"")
    public JsonBody byCapital(@PathParam("capital") String capital, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.CAPITAL, capital), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("demonym/{demonym}")
    @Operation(summary = "Countries with exactly this demonym, case-insensitive")
    @APIResponse(responseCode = "200", description = "Array of country records")
    @APIResponse(responseCode = "404", description = "\"Country not found\"")
    public JsonBody byDemonym(@PathParam("demonym") String demonym, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.DEMONYM, demonym), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("timezone/{timezone}")
    @Operation(summary = "Countries in exactly this time zone (form UTC+hh:mm), case-insensitive")
    @APIResponse(responseCode = "200", description = "Array of country records")
    @APIResponse(responseCode = "404", description = "\"Country not found\"")
    public JsonBody byTimezone(@PathParam("timezone") String timezone, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.TIMEZONE, timezone), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("region/{region}")
    @Operation(summary = "Countries in exactly this region, case-insensitive")
    @APIResponse(responseCode = "200", description = "Array of country records")
    @APIResponse(responseCode = "404", description = "\"Country not found\"")
    public JsonBody byRegion(@PathParam("region") String region, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.REGION, region), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("subregion/{subregion}")
    @Operation(summary = "Countries in exactly this subregion, case-insensitive")
    @APIResponse(responseCode = "200", description = "Array of country records")
    @APIResponse(responseCode = "404", description = "\"Country not found\"")
    public JsonBody bySubregion(@PathParam("subregion") String subregion, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.SUBREGION, subregion), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("callingcode/{code}")
    @Operation(summary = "Countries using this calling code (digits; a leading + is ignored)")
    @APIResponse(responseCode = "200", description = "Array of country records")
    @APIResponse(responseCode = "404", description = "\"Country not found\"")
    public JsonBody byCallingCode(@PathParam("code") String code, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.CALLING_CODE, code), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("currency/{code}")
    @Operation(summary = "Countries using this ISO 4217 currency, case-insensitive")
    @APIResponse(responseCode = "200", description = "Array of country records")
    @APIResponse(responseCode = "404", description = "\"Country not found\"")
    public JsonBody byCurrency(@PathParam("code") String code, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.CURRENCY, code), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("lang/{language}")
    @Operation(summary = "Countries having this language, by ISO 639-1 or ISO 639-2 code, case-insensitive")
    @APIResponse(responseCode = "200", description = "Array of country records")
    @APIResponse(responseCode = "404", description = "\"Country not found\"")
    public JsonBody byLanguage(@PathParam("language") String language, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.LANGUAGE, language), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("tld/{tld}")
    @Operation(summary = "Countries with this top-level domain; the leading dot is optional")
    @APIResponse(responseCode = "200", description = "Array of country records")
    @APIResponse(responseCode = "404", description = "\"Country not found\"")
    public JsonBody byTopLevelDomain(@PathParam("tld") String tld, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.TOP_LEVEL_DOMAIN, tld), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("borders/{country}")
    @Operation(summary = "The countries sharing a land border with the country of this exact name",
            description = "Exact name, case- and accent-insensitive. A country without land neighbours gives [].")
    @APIResponse(responseCode = "200", description = "Array of the neighbours' records")
    @APIResponse(responseCode = "404", description = "\"Country not found\" for an unknown name")
    public JsonBody bordersOf(@PathParam("country") String country, @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.of(Criterion.BORDERS, country), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("area")
    @Operation(summary = "Countries whose area (km²) is within [min, max]; either bound optional",
            description = "Countries whose area is unknown are never in the answer.")
    @APIResponse(responseCode = "200", description = "Array of country records; [] when none")
    public JsonBody byArea(@QueryParam("min") @Parameter(description = "Smallest area, km², inclusive") String min,
                           @QueryParam("max") @Parameter(description = "Largest area, km², inclusive") String max,
                           @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.area(QueryParameters.optionalNumber("min", min),
                QueryParameters.optionalNumber("max", max)), FieldSelection.parse(fields, full));
    }

    @GET
    @Path("population")
    @Operation(summary = "Countries whose population is within [min, max]; either bound optional")
    @APIResponse(responseCode = "200", description = "Array of country records; [] when none")
    public JsonBody byPopulation(@QueryParam("min") @Parameter(description = "Smallest population, inclusive") String min,
                                 @QueryParam("max") @Parameter(description = "Largest population, inclusive") String max,
                                 @QueryParam("fields") String fields, @QueryParam("full") String full) {
        return countries.matching(CountryFilter.population(QueryParameters.optionalLong("min", min),
                QueryParameters.optionalLong("max", max)), FieldSelection.parse(fields, full));
    }
}
