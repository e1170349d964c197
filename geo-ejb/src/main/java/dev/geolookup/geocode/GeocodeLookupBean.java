package dev.geolookup.geocode;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geocode.GeocodeLookup;
import dev.geolookup.api.geocode.GeocodeMatch;
import dev.geolookup.api.geocode.GeocodeRow;
import dev.geolookup.api.text.Language;
import dev.geolookup.country.CountryViewHolder;
import dev.geolookup.place.Admin1IsoCodes;
import dev.geolookup.place.CityViewHolder;
import dev.geolookup.place.FeatureJson;
import dev.geolookup.place.GazetteerQueries;
import dev.geolookup.place.LocalNameView;
import dev.geolookup.place.LocalNameViewHolder;
import dev.geolookup.place.PlaceViewHolder;
import dev.geolookup.place.QualifierDictionary;
import dev.geolookup.place.QualifierDictionaryHolder;
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
    private PlaceViewHolder places;

    @Inject
    private CityViewHolder cities;

    @Inject
    private CountryViewHolder countries;

    @Inject
    private LocalNameViewHolder localNames;

    @Inject
    private Admin1IsoCodes isoCodes;

    @Inject
    private QualifierDictionaryHolder qualifiers;

    @Override
    public List<GeocodeMatch> geocode(Gazetteer gazetteer, List<GeocodeRow> rows, Language language) {
        if (rows.size() > MAX_CHUNK) {
            throw new InvalidRequestException("at most " + MAX_CHUNK + " rows per chunk");
        }
        LocalNameView names = localNames.current();
        QualifierDictionary dictionary = qualifiers.current();
        GazetteerQueries queries = gazetteer == Gazetteer.CITIES
                ? new GazetteerQueries(cities.current(), FeatureJson.CITY, countries, names, isoCodes, dictionary)
                : new GazetteerQueries(places.current(), FeatureJson.PLACE, countries, names, isoCodes, dictionary);
        RowGeocoder geocoder = new RowGeocoder(queries, countries.current(), names.in(language), language,
                dictionary);
        List<GeocodeMatch> matches = new ArrayList<>(rows.size());
        for (GeocodeRow row : rows) {
            matches.add(geocoder.geocode(row));
        }
        return matches;
    }
}
