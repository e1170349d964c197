package dev.geolookup.distance;

import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.distance.DistanceQuery;
import dev.geolookup.api.geo.Coordinates;
import dev.geolookup.place.FeatureJson;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNames;
import dev.geolookup.spatial.GreatCircle;
import jakarta.json.stream.JsonGenerator;

/**
 * The distance between two cities of a city view, with both cities' records, or between two points: plain Java,
 * tested without a container.
 */
final class DistanceQueries {

    private final GazetteerView cities;
    private final LocalNames local;

    DistanceQueries(GazetteerView cities, LocalNames local) {
        this.cities = cities;
        this.local = local;
    }

    JsonBody distance(DistanceQuery query) {
        return GeneratedJson.body(800, json -> {
            json.writeStartObject();
            double km = query instanceof DistanceQuery.BetweenCities between
                    ? betweenCities(json, between)
                    : betweenPoints(json, (DistanceQuery.BetweenPoints) query);
            json.write("distanceKm", km);
            json.write("distanceMiles", km / GreatCircle.KM_PER_MILE);
            json.writeEnd();
        });
    }

    private double betweenCities(JsonGenerator json, DistanceQuery.BetweenCities between) {
        int from = cities.requireRow(between.fromGeonameId(), "City");
        int to = cities.requireRow(between.toGeonameId(), "City");
        FeatureJson.CITY.writeMember(json, "from", cities, from, local);
        FeatureJson.CITY.writeMember(json, "to", cities, to, local);
        return GreatCircle.distanceKm(cities.latitude(from), cities.longitude(from), cities.latitude(to),
                cities.longitude(to));
    }

    private static double betweenPoints(JsonGenerator json, DistanceQuery.BetweenPoints between) {
        writePoint(json, "from", between.from());
        writePoint(json, "to", between.to());
        return GreatCircle.distanceKm(between.from().latitude(), between.from().longitude(),
                between.to().latitude(), between.to().longitude());
    }

    private static void writePoint(JsonGenerator json, String name, Coordinates point) {
        json.writeStartObject(name);
        json.write("latitude", point.latitude());
        json.write("longitude", point.longitude());
        json.writeEnd();
    }
}
