package dev.geolookup.adapter.nominatim;

import dev.geolookup.adapter.AdapterViews;
import dev.geolookup.adapter.GeocoderPlace;
import dev.geolookup.adapter.GeocoderPlaces;
import dev.geolookup.api.adapter.nominatim.NominatimReverse;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.reverse.CountryAt;
import dev.geolookup.reverse.DivisionsAt;
import dev.geolookup.spatial.NearestNeighbourIndex.Neighbours;

import java.util.OptionalLong;
import java.util.Optional;

/**
 * What is at a point at the detail Nominatim's zoom asks for: the country whose boundary holds it, the first- or
 * second-level division it lies in (as /reverse finds them), or the nearest populated place of that country. At sea
 * nothing is; a division this data cannot name gives the coarser one that holds it.
 */
final class NominatimReverses {

    private final AdapterViews views;
    private final GazetteerView gazetteer;
    private final GeocoderPlaces places;

    NominatimReverses(AdapterViews views) {
        this.views = views;
        this.gazetteer = views.places();
        this.places = new GeocoderPlaces(views);
    }

    Optional<GeocoderPlace> at(NominatimReverse reverse) {
        double lat = reverse.lat();
        double lon = reverse.lon();
        String country = CountryAt.point(views.countryBoundaries(), views.countries(), lat, lon, 0);
        if (country == null) {
            return Optional.empty();
        }
        int row = switch (reverse.detail()) {
            case COUNTRY -> -1;
            case STATE, COUNTY -> divisionRow(reverse.detail(), lat, lon, country);
            case PLACE -> {
                Neighbours nearest = gazetteer.nearest(lat, lon, 1, Double.POSITIVE_INFINITY,
                        gazetteer.countryNumber(country), 'P');
                yield nearest.size() == 0 ? -1 : nearest.points()[0];
            }
        };
        if (row < 0) {
            row = gazetteer.countryFeatureRow(country);
        }
        return row < 0 ? Optional.empty() : Optional.of(places.of(row));
    }

    private int divisionRow(NominatimReverse.Detail detail, double lat, double lon, String country) {
        Neighbours nearest = gazetteer.nearest(lat, lon, 1, Double.POSITIVE_INFINITY, GazetteerView.ANY,
                GazetteerView.ANY);
        DivisionsAt divisions = DivisionsAt.point(gazetteer, views.admin1Names(), views.admin2Names(),
                views.admin1Outlines(), nearest, lat, lon, country);
        int row = detail == NominatimReverse.Detail.COUNTY ? rowOf(views.admin2Names(), divisions.admin2Key()) : -1;
        return row >= 0 ? row : rowOf(views.admin1Names(), divisions.admin1Key());
    }

    private int rowOf(AdminNameView names, String key) {
        OptionalLong id = key == null ? OptionalLong.empty() : names.geonameIdOf(key);
        return id.isPresent() ? gazetteer.rowOf(id.getAsLong()) : -1;
    }
}
