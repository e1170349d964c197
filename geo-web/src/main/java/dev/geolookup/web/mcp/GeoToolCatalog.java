package dev.geolookup.web.mcp;

import dev.geolookup.api.country.CountryLookup;
import dev.geolookup.api.distance.DistanceLookup;
import dev.geolookup.api.ip.IpLookup;
import dev.geolookup.api.place.CityLookup;
import dev.geolookup.api.place.PlaceLookup;
import dev.geolookup.api.postal.PostalLookup;
import dev.geolookup.api.reverse.ReverseLookup;

import java.util.List;
import java.util.stream.Stream;

/**
 * Every capability of the REST API as an MCP tool, one tool class per feature, each tool backed by the lookup its
 * endpoint calls.
 */
final class GeoToolCatalog {

    private final CountryTools countryTools;
    private final PlaceTools placeTools;
    private final PostalTools postalTools;
    private final DistanceTools distanceTools;
    private final IpTools ipTools;
    private final ReverseTools reverseTools;

    GeoToolCatalog(CountryLookup countries, PlaceLookup places, CityLookup cities, PostalLookup postalCodes,
                   DistanceLookup distances, IpLookup ips, ReverseLookup reverse) {
        countryTools = new CountryTools(countries);
        placeTools = new PlaceTools(places, cities);
        postalTools = new PostalTools(postalCodes);
        distanceTools = new DistanceTools(distances);
        ipTools = new IpTools(ips);
        reverseTools = new ReverseTools(reverse);
    }

    List<GeoTool> tools() {
        return Stream.of(countryTools.tools(), placeTools.tools(), postalTools.tools(), distanceTools.tools(),
                ipTools.tools(), reverseTools.tools()).flatMap(List::stream).toList();
    }
}
