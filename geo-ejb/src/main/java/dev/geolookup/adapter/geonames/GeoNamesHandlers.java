package dev.geolookup.adapter.geonames;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.geonames.GeoNamesService;

import java.time.Clock;

/**
 * The handler of each service of GeoNamesService's table. The switch has no default, so a service declared without
 * a handler does not compile.
 */
final class GeoNamesHandlers {

    /** Answers one service from its request's parameters and the views the request took. */
    @FunctionalInterface
    interface Handler {
        JsonBody answer(GeoNamesParameters parameters, GeoNamesViews views);
    }

    private GeoNamesHandlers() {
    }

    static Handler of(GeoNamesService service) {
        return switch (service) {
            case SEARCH -> (parameters, views) -> new SearchHandler(views).answer(parameters);
            case GET -> (parameters, views) -> new TreeHandler(views).get(parameters);
            case FIND_NEARBY_PLACE_NAME -> (parameters, views) -> new NearbyHandler(views).placeNames(parameters);
            case FIND_NEARBY -> (parameters, views) -> new NearbyHandler(views).any(parameters);
            case CITIES -> (parameters, views) -> new NearbyHandler(views).cities(parameters, views.cityQueries());
            case COUNTRY_INFO -> (parameters, views) -> new CountryHandler(views).info(parameters);
            case COUNTRY_CODE -> (parameters, views) -> new CountryHandler(views).countryCode(parameters);
            case COUNTRY_SUBDIVISION -> (parameters, views) -> new CountryHandler(views).subdivision(parameters);
            case CHILDREN -> (parameters, views) -> new TreeHandler(views).children(parameters);
            case HIERARCHY -> (parameters, views) -> new TreeHandler(views).hierarchy(parameters);
            case SIBLINGS -> (parameters, views) -> new TreeHandler(views).siblings(parameters);
            case NEIGHBOURS -> (parameters, views) -> new TreeHandler(views).neighbours(parameters);
            case TIMEZONE -> (parameters, views) -> new TimezoneHandler(views, Clock.systemUTC()).answer(parameters);
            case POSTAL_CODE_SEARCH -> (parameters, views) -> new PostalHandler(views).search(parameters);
            case POSTAL_CODE_LOOKUP -> (parameters, views) -> new PostalHandler(views).lookup(parameters);
            case FIND_NEARBY_POSTAL_CODES -> (parameters, views) -> new PostalHandler(views).nearby(parameters);
            case POSTAL_CODE_COUNTRY_INFO -> (parameters, views) -> new PostalHandler(views).countries();
        };
    }
}
