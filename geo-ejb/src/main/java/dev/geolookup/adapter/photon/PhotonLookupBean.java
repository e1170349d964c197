package dev.geolookup.adapter.photon;

import dev.geolookup.adapter.AdapterViews;
import dev.geolookup.adapter.AdapterViewsHolder;
import dev.geolookup.adapter.GeocoderPlace;
import dev.geolookup.adapter.GeocoderPlaces;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.photon.PhotonLookup;
import dev.geolookup.api.adapter.photon.PhotonReverse;
import dev.geolookup.api.adapter.photon.PhotonSearch;
import dev.geolookup.api.adapter.photon.PhotonTag;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.place.GazetteerQueries;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.search.score.Typos;
import dev.geolookup.spatial.NearestNeighbourIndex.Neighbours;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Answers photon's search and reverse from the read models being served, taken once per request: the search ranked
 * as /places ranks, q read as a place written with its division and country, among the populated places and the
 * divisions and countries; the tags and layers asked for kept, those excluded left out. Photon is typo-tolerant;
 * so is this search, as /places with fuzzy.
 */
@Stateless
@Local(PhotonLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class PhotonLookupBean implements PhotonLookup {

    /** Matches read beyond the limit, so that tags and layers the engine cannot filter still leave a full page. */
    private static final int FILTERED_READ = 200;

    @Inject
    private AdapterViewsHolder views;

    @Override
    public JsonBody search(PhotonSearch search) {
        AdapterViews current = views.current(search.language());
        GazetteerQueries queries = current.placeQueries();
        GeocoderPlaces places = new GeocoderPlaces(current);
        boolean filtered = !search.tags().isEmpty() || !search.layers().isEmpty();
        PlaceQuery query = PlaceQuery.matching(search.q()).focus(search.focus()).bbox(search.bbox())
                .limit(filtered ? FILTERED_READ : search.limit()).build();
        int[] rows = queries.find(query, places::isPlace, Typos.TWO, search.language(), true).rows();
        Predicate<GeocoderPlace> kept = place -> keeps(search, place);
        List<GeocoderPlace> found = new ArrayList<>();
        for (int row : rows) {
            GeocoderPlace place = places.of(row);
            if (kept.test(place) && found.size() < search.limit()) {
                found.add(place);
            }
        }
        return PhotonJson.collection(found);
    }

    @Override
    public JsonBody reverse(PhotonReverse reverse) {
        AdapterViews current = views.current(reverse.language());
        GazetteerView gazetteer = current.places();
        GeocoderPlaces places = new GeocoderPlaces(current);
        Neighbours nearest = gazetteer.nearest(reverse.point().latitude(), reverse.point().longitude(),
                reverse.limit(), reverse.radiusKm() == null ? Double.POSITIVE_INFINITY : reverse.radiusKm(),
                GazetteerView.ANY, 'P');
        List<GeocoderPlace> found = new ArrayList<>(nearest.size());
        for (int i = 0; i < nearest.size(); i++) {
            found.add(places.of(nearest.points()[i]));
        }
        return PhotonJson.collection(found);
    }

    /** One of the tags asked for names the place (where any is), no excluded one does, and its layer is asked for. */
    private static boolean keeps(PhotonSearch search, GeocoderPlace place) {
        boolean anyIncluded = false;
        boolean included = false;
        for (PhotonTag tag : search.tags()) {
            boolean names = tag.names(place.category(), place.type());
            if (tag.excluded() && names) {
                return false;
            }
            if (!tag.excluded()) {
                anyIncluded = true;
                included |= names;
            }
        }
        return (!anyIncluded || included) && (search.layers().isEmpty() || search.layers().contains(place.layer()));
    }
}
