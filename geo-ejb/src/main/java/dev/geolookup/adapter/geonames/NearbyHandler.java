package dev.geolookup.adapter.geonames;

import dev.geolookup.adapter.AdapterViews;
import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.geonames.GeoNamesError;
import dev.geolookup.api.adapter.geonames.GeoNamesParameter;
import dev.geolookup.api.adapter.geonames.GeoNamesRequest;
import dev.geolookup.api.adapter.geonames.Style;
import dev.geolookup.api.geo.BoundingBox;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.place.SearchOrder;
import dev.geolookup.place.GazetteerQueries;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.reverse.CountryAt;
import dev.geolookup.search.index.RowFilter;
import dev.geolookup.search.score.Typos;
import dev.geolookup.spatial.NearestNeighbourIndex.Neighbours;

import java.util.Locale;
import java.util.HashSet;
import java.util.Set;

/**
 * The features nearest a point (findNearbyPlaceNameJSON: populated places; findNearbyJSON: any feature) and the
 * most populous cities in a box (citiesJSON). Without radius, GeoNames' largest free radius (300 km) bounds the
 * search, so that a point at open sea finds nothing, as on GeoNames.
 */
final class NearbyHandler {

    static final double DEFAULT_RADIUS_KM = 300;
    static final int MAX_ROWS = 1000;

    private final AdapterViews views;

    NearbyHandler(AdapterViews views) {
        this.views = views;
    }

    /** findNearbyPlaceNameJSON: populated places (class P), cities of the cities parameter's size, nearest first. */
    JsonBody placeNames(GeoNamesRequest request) {
        double[] point = request.point();
        Long population = request.population(GeoNamesParameter.CITIES);
        RowFilter filter = localCountry(request, point, RowFilter.NONE.ofClass('P'));
        return nearest(request, point, population == null ? filter
                : filter.alsoMatching(row -> views.places().population(row) >= population));
    }

    /** findNearbyJSON: any feature, of the featureClass and featureCode given (repeated: any of them). */
    JsonBody any(GeoNamesRequest request) {
        double[] point = request.point();
        GazetteerView places = views.places();
        Set<String> classes = new HashSet<>(request.codes(GeoNamesParameter.FEATURE_CLASS));
        Set<String> codes = new HashSet<>(request.codes(GeoNamesParameter.FEATURE_CODE));
        RowFilter filter = localCountry(request, point, RowFilter.NONE);
        if (classes.size() == 1) {
            filter = filter.ofClass(classes.iterator().next().charAt(0));
        } else if (!classes.isEmpty()) {
            filter = filter.alsoMatching(row -> classes.contains(places.featureClass(row)));
        }
        if (!codes.isEmpty()) {
            filter = filter.alsoMatching(row -> codes.contains(places.featureCode(row)));
        }
        return nearest(request, point, filter);
    }

    private JsonBody nearest(GeoNamesRequest request, double[] point, RowFilter filter) {
        Double radius = request.number(GeoNamesParameter.RADIUS);
        if (radius != null && radius <= 0) {
            throw GeoNamesError.invalid("radius must be greater than 0");
        }
        int maxRows = request.integer(GeoNamesParameter.MAX_ROWS, 1, 1, MAX_ROWS);
        Style style = request.style(Style.MEDIUM);
        GazetteerView places = views.places();
        Neighbours found = places.nearest(point[0], point[1], maxRows, radius == null ? DEFAULT_RADIUS_KM : radius,
                filter);
        ToponymRowWriter writer = new ToponymRowWriter(views);
        return GeneratedJson.body(128 + found.size() * 400, json -> {
            json.writeStartObject().writeStartArray("geonames");
            for (int i = 0; i < found.size(); i++) {
                writer.write(json, places, found.points()[i], style, distance(found.distancesKm()[i]));
            }
            json.writeEnd().writeEnd();
        });
    }

    /** localCountry (true unless false): only features of the country the point lies in, where it lies in one. */
    private RowFilter localCountry(GeoNamesRequest request, double[] point, RowFilter filter) {
        if (!request.flag(GeoNamesParameter.LOCAL_COUNTRY, true)) {
            return filter;
        }
        String country = CountryAt.point(views.countryBoundaries(), views.countries(), point[0], point[1], 0);
        if (country == null) {
            return filter;
        }
        return filter.inCountry(views.places().countryNumber(country));
    }

    /** citiesJSON: the most populous cities in the box, GeoNames' 2008 row (lat and lng numbers). */
    JsonBody cities(GeoNamesRequest request, GazetteerQueries cities) {
        BoundingBox box = request.box();
        if (box == null) {
            throw GeoNamesError.invalid("missing bounding box: north, south, east and west");
        }
        int maxRows = request.integer(GeoNamesParameter.MAX_ROWS, 10, 1, MAX_ROWS);
        PlaceQuery query = PlaceQuery.matching(null).bbox(box).order(SearchOrder.POPULATION).limit(maxRows).build();
        int[] rows = cities.find(query, row -> true, Typos.NONE, views.language(), false).rows();
        GazetteerView gazetteer = cities.gazetteer();
        return GeneratedJson.body(128 + rows.length * 300, json -> {
            json.writeStartObject().writeStartArray("geonames");
            for (int row : rows) {
                String local = views.localNames().nameOf(gazetteer.geonameId(row));
                json.writeStartObject()
                        .write("fcodeName", ToponymRowWriter.featureCodeName(views.featureCodes(),
                                gazetteer.featureCode(row)))
                        .write("countrycode", String.valueOf(gazetteer.countryCode(row)))
                        .write("fcl", "P")
                        .write("fclName", ToponymRowWriter.CLASS_NAMES.get("P"))
                        .write("name", local != null ? local : gazetteer.name(row))
                        .write("wikipedia", "")
                        .write("lng", gazetteer.longitude(row))
                        .write("fcode", String.valueOf(gazetteer.featureCode(row)))
                        .write("geonameId", gazetteer.geonameId(row))
                        .write("lat", gazetteer.latitude(row))
                        .write("population", gazetteer.population(row))
                        .writeEnd();
            }
            json.writeEnd().writeEnd();
        });
    }

    /** GeoNames' distance: km as a string with five decimals. */
    static String distance(double km) {
        return String.format(Locale.ROOT, "%.5f", km);
    }
}
