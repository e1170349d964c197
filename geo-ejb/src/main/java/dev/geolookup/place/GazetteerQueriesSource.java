package dev.geolookup.place;

import dev.geolookup.country.CountryViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/**
 * The queries of the places or the cities over the read models served now, with the names, ISO codes and qualifier
 * dictionary they read: what every caller of a gazetteer builds the same way.
 */
@ApplicationScoped
public class GazetteerQueriesSource {

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

    public GazetteerQueries places() {
        return places(localNames.current());
    }

    public GazetteerQueries cities() {
        return cities(localNames.current());
    }

    /** The places' queries with the local names the caller took, so that its answer reads one edition of them. */
    public GazetteerQueries places(LocalNameView names) {
        return of(places.current(), FeatureJson.PLACE, names);
    }

    public GazetteerQueries cities(LocalNameView names) {
        return of(cities.current(), FeatureJson.CITY, names);
    }

    public GazetteerQueries of(GazetteerView gazetteer, FeatureJson shape) {
        return of(gazetteer, shape, localNames.current());
    }

    private GazetteerQueries of(GazetteerView gazetteer, FeatureJson shape, LocalNameView names) {
        return new GazetteerQueries(gazetteer, shape, countries, names, isoCodes, qualifiers.current());
    }
}
