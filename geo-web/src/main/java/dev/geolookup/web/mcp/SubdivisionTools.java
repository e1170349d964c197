package dev.geolookup.web.mcp;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geo.GeoFilters;
import dev.geolookup.api.subdivision.SubdivisionCode;
import dev.geolookup.api.subdivision.SubdivisionLookup;
import dev.geolookup.web.openapi.ContractSchemas;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;

import java.util.List;

import static dev.geolookup.web.mcp.JsonSchemas.bool;
import static dev.geolookup.web.mcp.JsonSchemas.country;
import static dev.geolookup.web.mcp.JsonSchemas.integer;
import static dev.geolookup.web.mcp.JsonSchemas.language;
import static dev.geolookup.web.mcp.JsonSchemas.object;
import static dev.geolookup.web.mcp.JsonSchemas.pattern;
import static dev.geolookup.web.mcp.JsonSchemas.required;
import static dev.geolookup.web.mcp.JsonSchemas.shaping;

/** The subdivision tools: a country's states, provinces and regions, the divisions below one, a place's hierarchy. */
@Dependent
final class SubdivisionTools implements FeatureTools {

    /** A subdivision code of either grammar, in either case. */
    static final String CODE_SCHEMA_PATTERN = "^(" + SubdivisionCode.anyCase(SubdivisionCode.ISO_REGEX) + "|"
            + SubdivisionCode.anyCase(SubdivisionCode.GEONAMES_REGEX) + ")$";

    private final SubdivisionLookup subdivisions;
    private final ContractSchemas contract = ContractSchemas.load();

    @Inject
    SubdivisionTools(SubdivisionLookup subdivisions) {
        this.subdivisions = subdivisions;
    }

    @Override
    public List<GeoTool> tools() {
        return List.of(listSubdivisions(), placeHierarchy());
    }

    private GeoTool listSubdivisions() {
        return new GeoTool("list_subdivisions", "List subdivisions",
                "A country's first-level subdivisions (states, provinces, regions: every GeoNames admin1), or with "
                        + "level 2 the divisions below them, or with parent the divisions one level below that "
                        + "subdivision; in name order, names in lang where known. Each has code (GeoNames, US.CA), "
                        + "isoCode (ISO 3166-2, US-CA) and type where known, a point and its time zone. Give "
                        + "country or parent, not both. Returns {results: [subdivision records], total, truncated, "
                        + "nextOffset}.",
                object(required(),
                        "country", country(),
                        "level", integer("1 (the default) or 2", 1, 2),
                        "parent", pattern("A subdivision's ISO 3166-2 (US-CA) or GeoNames (US.CA) code",
                                SubdivisionTools.CODE_SCHEMA_PATTERN),
                        "lang", language()),
                contract.listOf("Subdivision"), Paging.PAGED,
                arguments -> {
                    String country = arguments.countryCode("country");
                    String level = arguments.text("level");
                    String parent = arguments.text("parent");
                    if (parent != null && (country != null || level != null)) {
                        throw new InvalidRequestException("give country (and level) or parent, not both");
                    }
                    return parent != null ? subdivisions.children(parent, arguments.language())
                            : subdivisions.ofCountry(country, level, arguments.language());
                })
                .linking(RecordLink.SUBDIVISION)
                .notFound(arguments -> arguments.has("parent")
                        ? "no subdivision with the code " + arguments.text("parent")
                        : "no country with the code " + arguments.text("country"));
    }

    private GeoTool placeHierarchy() {
        return new GeoTool("place_hierarchy", "Place hierarchy",
                "Where a gazetteer feature lies: from its country down through its first-level division (state, "
                        + "province) and second-level division (county, district) to the feature itself, each "
                        + "{geonameId, name, featureCode, countryCode, code}. Give the GeoNames id of a place (or "
                        + "with city true, of a city). Returns {results: [steps], total}.",
                object(required("geonameId"),
                        "geonameId", integer("GeoNames id", 1, Integer.MAX_VALUE),
                        "city", shaping(bool("true when the id is a city's (search_cities, get_city); default false")),
                        "lang", language()),
                contract.listOf("HierarchyStep"), Paging.WHOLE,
                arguments -> subdivisions.hierarchy(GeoFilters.geonameId(arguments.requiredText("geonameId")),
                        "true".equals(arguments.text("city")), arguments.language()))
                .notFound(arguments -> "no " + ("true".equals(arguments.text("city")) ? "city" : "place")
                        + " with the GeoNames id " + arguments.text("geonameId"));
    }
}
