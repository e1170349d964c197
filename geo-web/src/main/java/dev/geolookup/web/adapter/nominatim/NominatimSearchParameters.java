package dev.geolookup.web.adapter.nominatim;

import dev.geolookup.api.adapter.nominatim.NominatimSearch;
import dev.geolookup.api.request.QueryParameters;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;

/** /nominatim/search's parameters, by the names Nominatim gives them. */
public class NominatimSearchParameters {

    @QueryParam("q")
    private String q;
    @QueryParam("city")
    private String city;
    @QueryParam("county")
    private String county;
    @QueryParam("state")
    private String state;
    @QueryParam("country")
    private String country;
    @QueryParam("postalcode")
    private String postalCode;
    @QueryParam("street")
    private String street;
    @QueryParam("amenity")
    private String amenity;
    @QueryParam("format")
    private String format;
    @QueryParam("limit")
    private String limit;
    @QueryParam("countrycodes")
    private String countryCodes;
    @QueryParam("viewbox")
    private String viewbox;
    @QueryParam("bounded")
    private String bounded;
    @QueryParam("accept-language")
    private String acceptLanguage;
    @QueryParam("addressdetails")
    private String addressDetails;
    @QueryParam("exclude_place_ids")
    private String excludedPlaceIds;
    @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE)
    private String acceptLanguageHeader;

    NominatimSearch search() {
        return NominatimSearch.read(QueryParameters.named("q", q, "city", city, "county", county, "state", state,
                "country", country, "postalcode", postalCode, "street", street, "amenity", amenity, "format", format,
                "limit", limit, "countrycodes", countryCodes, "viewbox", viewbox, "bounded", bounded,
                "accept-language", acceptLanguage, "addressdetails", addressDetails,
                "exclude_place_ids", excludedPlaceIds), acceptLanguageHeader);
    }
}
