package dev.geolookup.web.mcp;

import dev.geolookup.api.country.CountryLookup;
import dev.geolookup.api.distance.DistanceLookup;
import dev.geolookup.api.geocode.GeocodeLookup;
import dev.geolookup.api.ip.IpLookup;
import dev.geolookup.api.place.CityLookup;
import dev.geolookup.api.place.PlaceLookup;
import dev.geolookup.api.postal.PostalLookup;
import dev.geolookup.api.reverse.ReverseLookup;
import dev.geolookup.api.timezone.TimezoneLookup;
import dev.geolookup.web.openapi.ContractSchemas;

import java.util.List;
import java.util.stream.Stream;

/**
 * Every capability of the REST API as an MCP tool, one tool class per feature, each tool backed by the lookup its
 * endpoint calls and answering the records the OpenAPI contract describes, with the contract's schemas.
 */
final class GeoToolCatalog {

    private final CountryTools countryTools;
    private final PlaceTools placeTools;
    private final PostalTools postalTools;
    private final DistanceTools distanceTools;
    private final IpTools ipTools;
    private final ReverseTools reverseTools;
    private final TimezoneTools timezoneTools;
    private final GeocodeTools geocodeTools;

    GeoToolCatalog(CountryLookup countries, PlaceLookup places, CityLookup cities, PostalLookup postalCodes,
                   DistanceLookup distances, IpLookup ips, ReverseLookup reverse,
                   TimezoneLookup timezones, GeocodeLookup geocoder) {
        ContractSchemas contract = ContractSchemas.load();
        countryTools = new CountryTools(countries, contract);
        placeTools = new PlaceTools(places, cities, contract);
        postalTools = new PostalTools(postalCodes, contract);
        distanceTools = new DistanceTools(distances, contract);
        ipTools = new IpTools(ips, contract);
        reverseTools = new ReverseTools(reverse, contract);
        timezoneTools = new TimezoneTools(timezones, contract);
        geocodeTools = new GeocodeTools(geocoder, contract);
    }

    List<GeoTool> tools() {
        return Stream.of(countryTools.tools(), placeTools.tools(), postalTools.tools(), distanceTools.tools(),
                ipTools.tools(), reverseTools.tools(), timezoneTools.tools(), geocodeTools.tools())
                .flatMap(List::stream).toList();
    }
}
