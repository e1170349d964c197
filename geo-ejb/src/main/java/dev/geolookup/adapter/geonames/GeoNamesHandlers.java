package dev.geolookup.adapter.geonames;

import dev.geolookup.adapter.AdapterViews;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.geonames.GeoNamesRequest;
import dev.geolookup.api.adapter.geonames.GeoNamesService;

import java.time.Clock;

/**
 * The handler of each service of GeoNamesService's table. The switch has no default, so a service declared without
 * a handler does not compile.
 */
final class GeoNamesHandlers {

    /** Answers one service from its request's typed parameters and the views the request took. */
    @FunctionalInterface
    interface Handler {
        JsonBody answer(GeoNamesRequest request, AdapterViews views);
    }

    private GeoNamesHandlers() {
    }

    static Handler of(GeoNamesService service) {
        return switch (service) {
            case SEARCH -> (request, views) -> new SearchHandler(views).answer(request);
            case GET -> (request, views) -> new TreeHandler(views).get(request);
            case FIND_NEARBY_PLACE_NAME -> (request, views) -> new NearbyHandler(views).placeNames(request);
            case FIND_NEARBY -> (request, views) -> new NearbyHandler(views).any(request);
            case CITIES -> (request, views) -> new NearbyHandler(views).cities(request, views.cityQueries());
            case COUNTRY_INFO -> (request, views) -> new CountryHandler(views).info(request);
            case COUNTRY_CODE -> (request, views) -> new CountryHandler(views).countryCode(request);
            case COUNTRY_SUBDIVISION -> (request, views) -> new CountryHandler(views).subdivision(request);
            case CHILDREN -> (request, views) -> new TreeHandler(views).children(request);
            case HIERARCHY -> (request, views) -> new TreeHandler(views).hierarchy(request);
            case SIBLINGS -> (request, views) -> new TreeHandler(views).siblings(request);
            case NEIGHBOURS -> (request, views) -> new TreeHandler(views).neighbours(request);
            case TIMEZONE -> (request, views) -> new TimezoneHandler(views, Clock.systemUTC()).answer(request);
            case POSTAL_CODE_SEARCH -> (request, views) -> new PostalHandler(views).search(request);
            case POSTAL_CODE_LOOKUP -> (request, views) -> new PostalHandler(views).lookup(request);
            case FIND_NEARBY_POSTAL_CODES -> (request, views) -> new PostalHandler(views).nearby(request);
            case POSTAL_CODE_COUNTRY_INFO -> (request, views) -> new PostalHandler(views).countries();
        };
    }
}
