package dev.geolookup.adapter.geonames;

import dev.geolookup.adapter.AdapterViewsHolder;
import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.geonames.GeoNamesError;
import dev.geolookup.api.adapter.geonames.GeoNamesLookup;
import dev.geolookup.api.adapter.geonames.GeoNamesRequest;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;

/**
 * Answers GeoNames' services from the read models being served, taken once per request; no request reaches the
 * database. Every refusal is GeoNames' status body, whatever refused.
 */
@Stateless
@Local(GeoNamesLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class GeoNamesLookupBean implements GeoNamesLookup {

    @Inject
    private AdapterViewsHolder views;

    @Override
    public JsonBody answer(GeoNamesRequest request) {
        try {
            return GeoNamesHandlers.of(request.service()).answer(request, views.current(request.language()));
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
