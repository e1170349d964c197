package dev.geolookup.geocode;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geocode.GeocodeLookup;
import dev.geolookup.api.geocode.GeocodeMatch;
import dev.geolookup.api.geocode.GeocodeRow;
import dev.geolookup.api.text.Language;
import dev.geolookup.country.CountryViewHolder;
import dev.geolookup.place.GazetteerQueries;
import dev.geolookup.place.GazetteerQueriesSource;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.List;

/** Geocodes a chunk of a list against the places or the cities being served: hands each row to a RowGeocoder. */
@Stateless
@Local(GeocodeLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class GeocodeLookupBean implements GeocodeLookup {

    @Inject
    private GazetteerQueriesSource gazetteers;

    @Inject
    private CountryViewHolder countries;

    @Override
    public List<GeocodeMatch> geocode(Gazetteer gazetteer, List<GeocodeRow> rows, Language language) {
        if (rows.size() > MAX_CHUNK) {
            throw new InvalidRequestException("at most " + MAX_CHUNK + " rows per chunk");
        }
        GazetteerQueries queries = gazetteer == Gazetteer.CITIES ? gazetteers.cities() : gazetteers.places();
        RowGeocoder geocoder = new RowGeocoder(queries, countries.current(), queries.localNames().in(language),
                language, queries.qualifiers());
        List<GeocodeMatch> matches = new ArrayList<>(rows.size());
        for (GeocodeRow row : rows) {
            matches.add(geocoder.geocode(row));
        }
        return matches;
    }
}
