package dev.geolookup.adapter.geonames;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.geonames.GeoNamesLookup;
import dev.geolookup.api.adapter.geonames.GeoNamesService;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;

import java.util.List;
import java.util.function.Function;

/**
 * Answers GeoNames' services from the read models being served, taken once per request; no request reaches the
 * database. Every refusal is GeoNames' status body, whatever refused.
 */
@Stateless
@Local(GeoNamesLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class GeoNamesLookupBean implements GeoNamesLookup {

    @Inject
    private GeoNamesViewsHolder views;

    @Override
    public JsonBody answer(GeoNamesService service, Function<String, List<String>> values) {
        GeoNamesParameters parameters = new GeoNamesParameters(service, values);
        try {
            return GeoNamesHandlers.of(service).answer(parameters, views.current(parameters.language()));
        } catch (GeoNamesError e) {
            return e.body();
        } catch (InvalidRequestException e) {
            return GeoNamesError.bodyOf(e.getMessage(), GeoNamesError.INVALID_PARAMETER);
        }
    }

    @Override
    public JsonBody notServed(String serviceName) {
        return GeoNamesError.bodyOf("the service " + serviceName + " is not available on this server: its data "
                + "(Wikipedia, elevation, weather, streets or addresses) is not held here",
                GeoNamesError.NOT_IMPLEMENTED);
    }
}
