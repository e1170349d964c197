package dev.geolookup.adapter.nominatim;

import dev.geolookup.adapter.AdapterViews;
import dev.geolookup.adapter.AdapterViewsHolder;
import dev.geolookup.api.Dataset;
import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.nominatim.NominatimLookup;
import dev.geolookup.api.adapter.nominatim.NominatimReverse;
import dev.geolookup.api.adapter.nominatim.NominatimSearch;
import dev.geolookup.readmodel.DatasetVersions;
import jakarta.ejb.EJB;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;

/**
 * Answers Nominatim's services from the read models being served, taken once per request; only status reads the
 * database (when the places were imported).
 */
@Stateless
@Local(NominatimLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class NominatimLookupBean implements NominatimLookup {

    @Inject
    private AdapterViewsHolder views;

    @EJB
    private DatasetVersions versions;

    @Override
    public JsonBody search(NominatimSearch search) {
        AdapterViews current = views.current(search.language());
        return NominatimJson.list(new NominatimSearches(current).find(search), search.format(),
                search.addressDetails(), search.q());
    }

    @Override
    public JsonBody reverse(NominatimReverse reverse) {
        AdapterViews current = views.current(reverse.language());
        return new NominatimReverses(current).at(reverse)
                .map(place -> NominatimJson.single(place, reverse.format(), reverse.addressDetails()))
                .orElseGet(NominatimJson::unableToGeocode);
    }

    @Override
    public JsonBody status() {
        String updated = versions.updatedAt(Dataset.PLACES)
                .map(at -> at.atOffset(ZoneOffset.UTC).truncatedTo(ChronoUnit.SECONDS)
                        .format(DateTimeFormatter.ISO_OFFSET_DATE_TIME).replace("Z", "+00:00"))
                .orElse(null);
        return GeneratedJson.body(128, json -> {
            json.writeStartObject().write("status", 0).write("message", "OK");
            if (updated != null) {
                json.write("data_updated", updated);
            }
            json.writeEnd();
        });
    }
}
