package dev.geolookup.adapter.nominatim;

import dev.geolookup.adapter.AdapterViews;
import dev.geolookup.adapter.GeocoderPlace;
import dev.geolookup.adapter.GeocoderPlaces;
import dev.geolookup.api.adapter.nominatim.NominatimSearch;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.place.GazetteerQueries;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.search.score.Typos;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Nominatim's search over the gazetteer's populated places and divisions, ranked as /places ranks: q is read as a
 * place written with its division and country ("Paris, Texas"), and the structured form is read as the same text,
 * its parts most specific first ("Springfield, Illinois, USA"). Nominatim does not correct spelling; neither does
 * this.
 */
final class NominatimSearches {

    private final GazetteerQueries queries;
    private final GeocoderPlaces places;

    NominatimSearches(AdapterViews views) {
        this.queries = views.placeQueries();
        this.places = new GeocoderPlaces(views);
    }

    List<GeocoderPlace> find(NominatimSearch search) {
        String text = search.q() != null ? search.q() : textOf(search.structured());
        if (text == null) {
            return List.of();
        }
        GazetteerView gazetteer = queries.gazetteer();
        Set<String> countries = search.countryCodes();
        Set<Long> excluded = search.excludedPlaceIds();
        IntPredicate also = places::isPlace;
        if (countries.size() > 1) {
            also = also.and(row -> countries.contains(gazetteer.countryCode(row)));
        }
        if (!excluded.isEmpty()) {
            also = also.and(row -> !excluded.contains((long) gazetteer.geonameId(row)));
        }
        PlaceQuery query = PlaceQuery.matching(text)
                .country(countries.size() == 1 ? countries.iterator().next() : null)
                .bbox(search.bounded() ? search.viewbox() : null)
                .limit(search.limit()).build();
        int[] rows = queries.find(query, also, Typos.NONE, search.language(), true).rows();
        List<GeocoderPlace> found = new ArrayList<>(rows.length);
        for (int row : rows) {
            found.add(places.of(row));
        }
        return found;
    }

    /**
     * The structured parts as one text, most specific first; null where none names a place: a street or an amenity
     * is not held here, and a postal code alone is /postal's question.
     */
    private static String textOf(NominatimSearch.Structured structured) {
        if (structured.namesAStreetOrAmenity()) {
            return null;
        }
        String text = Stream.of(structured.city(), structured.county(), structured.state(), structured.country())
                .filter(part -> part != null).collect(Collectors.joining(", "));
        return text.isEmpty() ? null : text;
    }
}
