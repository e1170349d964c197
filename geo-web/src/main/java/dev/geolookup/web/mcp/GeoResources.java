package dev.geolookup.web.mcp;

import dev.geolookup.api.place.FeatureCodes;
import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.Jsonp;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.country.CountryLookup;
import dev.geolookup.api.country.CountrySort;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.geo.GeoFilters;
import dev.geolookup.api.geocode.GeocodeLookup;
import dev.geolookup.api.place.GazetteerLookup;
import dev.geolookup.api.place.OfGazetteer;
import dev.geolookup.api.subdivision.SubdivisionLookup;
import dev.geolookup.api.text.Language;
import io.modelcontextprotocol.server.McpStatelessServerFeatures.SyncCompletionSpecification;
import io.modelcontextprotocol.server.McpStatelessServerFeatures.SyncResourceSpecification;
import io.modelcontextprotocol.server.McpStatelessServerFeatures.SyncResourceTemplateSpecification;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.ErrorCodes;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The records an agent can read by URI (a country, a place, a subdivision, a feature code) as resource templates,
 * the data's sources and licences as a resource, and completions for the codes the templates take.
 */
@Dependent
final class GeoResources {

    static final String COUNTRY = "geo://countries/{code}";
    static final String PLACE = "geo://places/{geonameId}";
    static final String SUBDIVISION = "geo://subdivisions/{code}";
    static final String FEATURE_CODE = "geo://feature-codes/{featureCode}";
    static final String SOURCES = "geo://sources";
    /** Every URI template, in the order the server's instructions name them: the one list of them. */
    static final List<String> TEMPLATES = List.of(COUNTRY, PLACE, SUBDIVISION, FEATURE_CODE);
    static final String JSON = "application/json";
    /** The most values one completion gives, as the MCP specification allows. */
    static final int MAX_COMPLETIONS = 100;

    private final CountryLookup countries;
    private final GazetteerLookup places;
    private final SubdivisionLookup subdivisions;
    private final FeatureCodes featureCodes = FeatureCodes.bundled();

    @Inject
    GeoResources(CountryLookup countries, @OfGazetteer(GeocodeLookup.Gazetteer.PLACES) GazetteerLookup places,
                 SubdivisionLookup subdivisions) {
        this.countries = countries;
        this.places = places;
        this.subdivisions = subdivisions;
    }

    List<SyncResourceTemplateSpecification> templates() {
        return List.of(
                template(COUNTRY, "Country", "A country's full record by its ISO 3166-1 alpha-2 or alpha-3 code "
                        + "(geo://countries/DE)", code -> countries.byAlphaCode(code, FieldSelection.parse(null, "true")),
                        code -> "no country with the code " + code),
                template(PLACE, "Place", "A gazetteer feature by its GeoNames id (geo://places/2950159): a place, a "
                        + "city, a division or a country", id -> places.byId(GeoFilters.geonameId(id), Language.NONE),
                        id -> "no place with the GeoNames id " + id),
                template(SUBDIVISION, "Subdivision", "A state, province or county by its ISO 3166-2 code "
                        + "(geo://subdivisions/US-CA) or GeoNames code (US.CA, US.CA.037)",
                        code -> subdivisions.byCode(code, Language.NONE), code -> "no subdivision with the code " + code),
                template(FEATURE_CODE, "Feature code", "What a GeoNames feature code means "
                        + "(geo://feature-codes/PPLA2)", this::featureCode, code -> "no feature code " + code));
    }

    List<SyncResourceSpecification> resources() {
        McpSchema.Resource sources = McpSchema.Resource.builder()
                .uri(SOURCES)
                .name("sources")
                .title("Data sources and licences")
                .description("Where each dataset comes from, its vintage and its licence, with the attribution it "
                        + "requires (GeoNames CC BY 4.0, OpenStreetMap contributors ODbL 1.0, DB-IP CC BY 4.0, ...)")
                .mimeType("text/markdown")
                .build();
        String notice = dataNotice();
        return List.of(new SyncResourceSpecification(sources, (context, request) -> new McpSchema.ReadResourceResult(
                List.of(new McpSchema.TextResourceContents(SOURCES, "text/markdown", notice)))));
    }

    List<SyncCompletionSpecification> completions() {
        return List.of(
                completion(COUNTRY, this::countryCodes),
                completion(SUBDIVISION, this::subdivisionCodes),
                completion(FEATURE_CODE, prefix -> startingWith(featureCodes.codes(), prefix)));
    }

    private static SyncResourceTemplateSpecification template(String uriTemplate, String title, String description,
                                                              Function<String, JsonBody> read,
                                                              Function<String, String> notFound) {
        String prefix = uriTemplate.substring(0, uriTemplate.indexOf('{'));
        String name = uriTemplate.substring(uriTemplate.indexOf('{') + 1, uriTemplate.indexOf('}'));
        McpSchema.ResourceTemplate template = McpSchema.ResourceTemplate.builder()
                .uriTemplate(uriTemplate)
                .name(title.toLowerCase(Locale.ROOT).replace(' ', '-'))
                .title(title)
                .description(description)
                .mimeType(JSON)
                .build();
        return new SyncResourceTemplateSpecification(template, (context, request) -> {
            String value = URLDecoder.decode(request.uri().substring(prefix.length()), StandardCharsets.UTF_8);
            try {
                return new McpSchema.ReadResourceResult(List.of(
                        new McpSchema.TextResourceContents(request.uri(), JSON, read.apply(value).text())));
            } catch (RecordNotFoundException e) {
                throw McpError.builder(ErrorCodes.RESOURCE_NOT_FOUND).message(notFound.apply(value))
                        .data(request.uri()).build();
            } catch (InvalidRequestException e) {
                throw McpError.builder(ErrorCodes.INVALID_PARAMS).message(name + ": " + e.getMessage()).build();
            }
        });
    }

    private JsonBody featureCode(String code) {
        FeatureCodes.FeatureCode known = featureCodes.of(code.toUpperCase(Locale.ROOT))
                .orElseThrow(RecordNotFoundException::new);
        return JsonBody.perRequest(Jsonp.PROVIDER.createObjectBuilder()
                .add("featureCode", known.code())
                .add("featureClass", known.featureClass())
                .add("name", known.name())
                .add("description", known.description())
                .build().toString().getBytes(StandardCharsets.UTF_8));
    }

    private static SyncCompletionSpecification completion(String uriTemplate, Function<String, List<String>> values) {
        return new SyncCompletionSpecification(new McpSchema.ResourceReference(uriTemplate), (context, request) -> {
            List<String> all = values.apply(request.argument().value() == null ? "" : request.argument().value());
            List<String> shown = all.subList(0, Math.min(all.size(), MAX_COMPLETIONS));
            return new McpSchema.CompleteResult(new McpSchema.CompleteResult.CompleteCompletion(shown, all.size(),
                    all.size() > shown.size()));
        });
    }

    private List<String> countryCodes(String prefix) {
        List<String> codes = new ArrayList<>();
        for (JsonValue country : array(countries.all(CountrySort.SOURCE_ORDER, 0, null,
                FieldSelection.parse("alpha2Code", null)).body())) {
            codes.add(((JsonObject) country).getString("alpha2Code"));
        }
        codes.sort(null);
        return startingWith(codes, prefix);
    }

    /** ISO 3166-2 codes of a country's first-level divisions, then their GeoNames codes; country codes before. */
    private List<String> subdivisionCodes(String prefix) {
        if (prefix.length() < 2) {
            return countryCodes(prefix).stream().map(code -> code + "-").toList();
        }
        JsonArray divisions;
        try {
            divisions = array(subdivisions.ofCountry(prefix.substring(0, 2), "1", Language.NONE));
        } catch (RecordNotFoundException | InvalidRequestException unknownCountry) {
            return List.of();
        }
        List<String> iso = new ArrayList<>();
        List<String> geonames = new ArrayList<>();
        for (JsonValue division : divisions) {
            JsonObject record = (JsonObject) division;
            if (record.get("isoCode") instanceof JsonString code) {
                iso.add(code.getString());
            }
            geonames.add(record.getString("code"));
        }
        iso.sort(null);
        geonames.sort(null);
        iso.addAll(geonames);
        return startingWith(iso, prefix);
    }

    private static List<String> startingWith(Iterable<String> values, String prefix) {
        String wanted = prefix.toUpperCase(Locale.ROOT);
        List<String> matching = new ArrayList<>();
        values.forEach(value -> {
            if (value.toUpperCase(Locale.ROOT).startsWith(wanted)) {
                matching.add(value);
            }
        });
        return matching;
    }

    private static JsonArray array(JsonBody body) {
        try (JsonReader reader = Jsonp.PROVIDER.createReader(new StringReader(body.text()))) {
            return reader.readArray();
        }
    }

    private static String dataNotice() {
        try (InputStream notice = GeoResources.class.getResourceAsStream("DATA-NOTICE.md")) {
            if (notice == null) {
                throw new IllegalStateException("DATA-NOTICE.md is missing from the WAR");
            }
            return new String(notice.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
