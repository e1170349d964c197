package dev.geolookup.web.mcp;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geocode.GeocodeLookup;
import dev.geolookup.api.geocode.GeocodeRow;
import dev.geolookup.web.geocode.GeocodedNames;
import dev.geolookup.web.openapi.ContractSchemas;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;

import java.util.List;

import static dev.geolookup.web.mcp.JsonSchemas.language;
import static dev.geolookup.web.mcp.JsonSchemas.object;
import static dev.geolookup.web.mcp.JsonSchemas.oneOf;
import static dev.geolookup.web.mcp.JsonSchemas.required;
import static dev.geolookup.web.mcp.JsonSchemas.stringArray;

/** The list geocoding tool: what POST /cities/geocode does for a file, for up to a thousand names. */
@Dependent
final class GeocodeTools implements FeatureTools {

    static final int MAX_NAMES = 1_000;

    private final GeocodeLookup geocoder;
    private final ContractSchemas contract = ContractSchemas.load();

    @Inject
    GeocodeTools(GeocodeLookup geocoder) {
        this.geocoder = geocoder;
    }

    @Override
    public List<GeoTool> tools() {
        return List.of(geocodeList());
    }

    private GeoTool geocodeList() {
        return new GeoTool("geocode_list", "Geocode a list of names",
                "The place each name of a list means (1 to 1000 names, with optional countries at the same index: "
                        + "ISO codes or country names), matched by the search's scoring model, typo-tolerant. Each "
                        + "result has the place's geonameId, name, countryCode, admin1Code, latitude, longitude, "
                        + "population, timezone, the matchedName, a confidence from 0 to 1 (sort by it to find the "
                        + "rows to check) and match: exact, name-start, fuzzy, ambiguous, none or error (with its "
                        + "reason). against: cities (default; 15,000 people or more, and capitals) or places (every "
                        + "feature). Returns {results: [...]} in the order of the names.",
                object(required("names"),
                        "names", stringArray("The names to geocode", 1, MAX_NAMES),
                        "countries", stringArray("The country of the name at the same index (ISO alpha-2 or alpha-3 "
                                + "code, or a country name); empty for none", 0, MAX_NAMES),
                        "against", oneOf("What to match against", "cities", "places"),
                        "lang", language()),
                contract.listOf("GeocodeResult"), Paging.WHOLE,
                arguments -> {
                    List<String> names = arguments.strings("names");
                    if (names == null || names.isEmpty() || names.size() > MAX_NAMES) {
                        throw new InvalidRequestException("names must hold 1 to " + MAX_NAMES + " names");
                    }
                    List<String> countries = arguments.strings("countries");
                    if (countries != null && countries.size() > names.size()) {
                        throw new InvalidRequestException("countries must not hold more entries than names");
                    }
                    String against = arguments.text("against");
                    if (against != null && !against.equals("cities") && !against.equals("places")) {
                        throw new InvalidRequestException("against must be cities or places");
                    }
                    List<GeocodeRow> rows = GeocodedNames.rows(names, countries);
                    return GeocodedNames.answer(rows, geocoder.geocode("places".equals(against)
                            ? GeocodeLookup.Gazetteer.PLACES : GeocodeLookup.Gazetteer.CITIES, rows,
                            arguments.language()));
                });
    }
}
