package dev.geolookup.web.mcp;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.country.CountryCodes;
import dev.geolookup.api.country.CountryField;
import dev.geolookup.api.country.CountryFilter;
import dev.geolookup.api.country.CountryFilter.Criterion;
import dev.geolookup.api.country.CountryLookup;
import dev.geolookup.api.country.CountrySort;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.request.QueryParameters;
import dev.geolookup.web.openapi.ContractSchemas;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.geolookup.web.mcp.JsonSchemas.bool;
import static dev.geolookup.web.mcp.JsonSchemas.countryFields;
import static dev.geolookup.web.mcp.JsonSchemas.integer;
import static dev.geolookup.web.mcp.JsonSchemas.number;
import static dev.geolookup.web.mcp.JsonSchemas.object;
import static dev.geolookup.web.mcp.JsonSchemas.oneOf;
import static dev.geolookup.web.mcp.JsonSchemas.pattern;
import static dev.geolookup.web.mcp.JsonSchemas.required;
import static dev.geolookup.web.mcp.JsonSchemas.shaping;
import static dev.geolookup.web.mcp.JsonSchemas.string;

/** The country tools: one country by code, and countries by one criterion or all of them in pages. */
@Dependent
final class CountryTools implements FeatureTools {

    /** The text criteria by argument name, in the order a refusal of several lists them. */
    private static final Map<String, Criterion> TEXT_CRITERIA = textCriteria();
    private static final String AREA = "areaMin/areaMax";
    private static final String POPULATION = "populationMin/populationMax";

    private final CountryLookup countries;
    private final ContractSchemas contract = ContractSchemas.load();

    @Inject
    CountryTools(CountryLookup countries) {
        this.countries = countries;
    }

    private static Map<String, Criterion> textCriteria() {
        Map<String, Criterion> criteria = new LinkedHashMap<>();
        criteria.put("name", Criterion.NAME);
        criteria.put("translation", Criterion.TRANSLATION);
        criteria.put("capital", Criterion.CAPITAL);
        criteria.put("region", Criterion.REGION);
        criteria.put("subregion", Criterion.SUBREGION);
        criteria.put("currency", Criterion.CURRENCY);
        criteria.put("language", Criterion.LANGUAGE);
        criteria.put("callingCode", Criterion.CALLING_CODE);
        criteria.put("demonym", Criterion.DEMONYM);
        criteria.put("timezone", Criterion.TIMEZONE);
        criteria.put("topLevelDomain", Criterion.TOP_LEVEL_DOMAIN);
        criteria.put("bordersOf", Criterion.BORDERS);
        return criteria;
    }

    @Override
    public List<GeoTool> tools() {
        return List.of(getCountry(), searchCountries());
    }

    private GeoTool getCountry() {
        return new GeoTool("get_country", "Country by code",
                "Look up one country by its ISO 3166-1 alpha-2 (DE) or alpha-3 (DEU) code, its ISO numeric code "
                        + "(276; leading zeros optional), its name in any language (Germany, Deutschland) or, with "
                        + "codeType ioc, its IOC code (GER). Returns the "
                        + "country record (name, capital, region, population, currencies, languages, borders, ...). "
                        + "An unknown code gives the error 'no country with the code X'.",
                object(required("code"),
                        "code", string("The country code, or the country's name"),
                        "codeType", shaping(oneOf("How to read the code; default: digits are numeric, letters "
                                + "ISO alpha", "iso", "numeric", "ioc")),
                        "fields", countryFields(),
                        "full", shaping(bool("true returns every field of the record"))),
                contract.record("Country"), Paging.RECORD,
                arguments -> {
                    String code = arguments.requiredText("code");
                    FieldSelection fields = arguments.fieldSelection();
                    String type = arguments.text("codeType");
                    if ("ioc".equals(type)) {
                        return countries.byCiocCode(code, fields);
                    }
                    boolean numeric = "numeric".equals(type) || (type == null && code.trim().matches("[0-9]+"));
                    if (type != null && !numeric && !"iso".equals(type)) {
                        throw new InvalidRequestException("codeType must be iso, numeric or ioc");
                    }
                    if (numeric) {
                        return countries.byNumericCode(code, fields);
                    }
                    // What is no code's shape is read as the country's name, as an agent often writes it.
                    return countries.byAlphaCode(code.trim().matches("[A-Za-z]{2,3}") ? code
                            : arguments.countryCode("code"), fields);
                })
                .linking(RecordLink.COUNTRY)
                .notFound(arguments -> "no country with the code " + arguments.text("code")
                        + (arguments.has("codeType") ? " (" + arguments.text("codeType") + ")" : ""));
    }
    private GeoTool searchCountries() {
        return new GeoTool("search_countries", "Search countries",
                "Find countries by one criterion: name (substring, accent-insensitive; fullText true for the whole "
                        + "name), translation (the same in any language: Alemania, Deutschland, Германия), capital (substring), region (Africa, Americas, Asia, Europe, Oceania, Polar), "
                        + "subregion, currency (ISO 4217 code), language (ISO 639-1 or -2 code), callingCode "
                        + "(digits), demonym, timezone (UTC+01:00 form), topLevelDomain (.de), bordersOf (a country "
                        + "name: its land neighbours), areaMin/areaMax (km²), populationMin/populationMax. Without a "
                        + "criterion: all countries, sorted by sort/order. limit and offset page through the "
                        + "answer. Returns {results: [country records], total, truncated, nextOffset}; no match "
                        + "gives an empty list.",
                object(required(),
                        "name", string("Text the country's name contains"),
                        "translation", string("Text a name of the country in any language contains"),
                        "fullText", bool("With name or translation: match a whole name exactly"),
                        "capital", string("Text the capital's name contains"),
                        "region", string("Region, exact, case-insensitive"),
                        "subregion", string("Subregion, exact, case-insensitive, e.g. Western Europe"),
                        "currency", pattern("ISO 4217 currency code, e.g. EUR", "^" + CountryCodes.CURRENCY_REGEX + "$"),
                        "language", pattern("ISO 639-1 or 639-2 language code, e.g. fr",
                                "^" + CountryCodes.LANGUAGE_REGEX + "$"),
                        "callingCode", pattern("International calling code, digits, e.g. 49",
                                "^\\+?" + CountryCodes.CALLING_CODE_REGEX + "$"),
                        "demonym", string("Demonym, exact, case-insensitive, e.g. German"),
                        "timezone", string("Time zone as UTC+hh:mm, e.g. UTC+01:00"),
                        "topLevelDomain", string("Internet top-level domain, e.g. .de"),
                        "bordersOf", string("Exact name of a country whose land neighbours are wanted"),
                        "areaMin", number("Smallest area in km²", 0, 1e9),
                        "areaMax", number("Largest area in km²", 0, 1e9),
                        "populationMin", integer("Smallest population", 0, Long.MAX_VALUE),
                        "populationMax", integer("Largest population", 0, Long.MAX_VALUE),
                        "sort", shaping(oneOf("Without a criterion: the field to sort by",
                                CountryField.jsonNames(true).split(", "))),
                        "order", shaping(oneOf("Sort order, default asc", "asc", "desc")),
                        "fields", countryFields(),
                        "full", shaping(bool("true returns every field of each record"))),
                contract.listOf("Country"), Paging.PAGED,
                this::searchCountries)
                .linking(RecordLink.COUNTRY);
    }

    private JsonBody searchCountries(ToolArguments arguments) {
        List<String> given = new ArrayList<>();
        TEXT_CRITERIA.keySet().stream().filter(arguments::has).forEach(given::add);
        if (arguments.has("areaMin") || arguments.has("areaMax")) {
            given.add(AREA);
        }
        if (arguments.has("populationMin") || arguments.has("populationMax")) {
            given.add(POPULATION);
        }
        if (given.size() > 1) {
            throw new InvalidRequestException("give one criterion at a time, not " + given);
        }
        if (!given.isEmpty() && (arguments.has("sort") || arguments.has("order"))) {
            throw new InvalidRequestException("sort and order apply only without a criterion");
        }
        if (arguments.has("fullText") && !arguments.has("name") && !arguments.has("translation")) {
            throw new InvalidRequestException("fullText goes with name or translation");
        }
        FieldSelection fields = arguments.fieldSelection();
        if (given.isEmpty()) {
            return countries.all(CountrySort.parse(arguments.text("sort"), arguments.text("order")), 0, null, fields)
                    .body();
        }
        try {
            return countries.matching(filter(given.get(0), arguments), fields);
        } catch (RecordNotFoundException e) {
            // For a search, no match is an answer, not an error.
            return JsonBody.arrayOf(List.of());
        }
    }

    /** The same filter the REST endpoint of that criterion builds from its path and query. */
    private static CountryFilter filter(String criterion, ToolArguments arguments) {
        return switch (criterion) {
            case AREA -> CountryFilter.area(QueryParameters.optionalNumber("areaMin", arguments.text("areaMin")),
                    QueryParameters.optionalNumber("areaMax", arguments.text("areaMax")));
            case POPULATION -> CountryFilter.population(
                    QueryParameters.optionalLong("populationMin", arguments.text("populationMin")),
                    QueryParameters.optionalLong("populationMax", arguments.text("populationMax")));
            case "name" -> CountryFilter.name(arguments.text("name"),
                    QueryParameters.optionalBoolean("fullText", arguments.text("fullText")));
            case "translation" -> CountryFilter.translation(arguments.text("translation"),
                    QueryParameters.optionalBoolean("fullText", arguments.text("fullText")));
            default -> CountryFilter.of(TEXT_CRITERIA.get(criterion), arguments.text(criterion));
        };
    }
}
