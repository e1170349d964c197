package dev.geolookup.web.adapter.nominatim;

import dev.geolookup.api.adapter.nominatim.NominatimReverse;
import dev.geolookup.api.request.QueryParameters;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;

/** /nominatim/reverse's parameters, by the names Nominatim gives them. */
public class NominatimReverseParameters {

    @QueryParam("lat")
    private String lat;
    @QueryParam("lon")
    private String lon;
    @QueryParam("zoom")
    private String zoom;
    @QueryParam("format")
    private String format;
    @QueryParam("accept-language")
    private String acceptLanguage;
    @QueryParam("addressdetails")
    private String addressDetails;
    @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE)
    private String acceptLanguageHeader;

    NominatimReverse reverse() {
        return NominatimReverse.read(QueryParameters.named("lat", lat, "lon", lon, "zoom", zoom, "format", format,
                "accept-language", acceptLanguage, "addressdetails", addressDetails), acceptLanguageHeader);
    }
}
