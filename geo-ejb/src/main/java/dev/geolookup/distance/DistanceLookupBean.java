package dev.geolookup.distance;

import dev.geolookup.place.LocalNames;
import dev.geolookup.place.LocalNameViewHolder;
import dev.geolookup.api.text.Language;
import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.distance.DistanceLookup;
import dev.geolookup.api.distance.DistanceQuery;
import dev.geolookup.api.geo.Coordinates;
import dev.geolookup.place.CityViewHolder;
import dev.geolookup.place.FeatureJson;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.spatial.GreatCircle;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.json.stream.JsonGenerator;

/** Distances between cities of the city read model, or between two points. */
@Stateless
@Local(DistanceLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class DistanceLookupBean implements DistanceLookup {

    @Inject
    private CityViewHolder cities;

    @Inject
    private LocalNameViewHolder localNames;

    @Override
    public JsonBody distance(DistanceQuery query, Language language) {
        return GeneratedJson.body(800, json -> {
            json.writeStartObject();
            double km = query instanceof DistanceQuery.BetweenCities between
                    ? betweenCities(json, between, localNames.current().in(language))
                    : betweenPoints(json, (DistanceQuery.BetweenPoints) query);
            json.write("distanceKm", km);
            json.write("distanceMiles", km / GreatCircle.KM_PER_MILE);
            json.writeEnd();
        });
    }

    private double betweenCities(JsonGenerator json, DistanceQuery.BetweenCities between, LocalNames local) {
        GazetteerView gazetteer = cities.current();
        int from = gazetteer.requireRow(between.fromGeonameId());
        int to = gazetteer.requireRow(between.toGeonameId());
        FeatureJson.CITY.writeMember(json, "from", gazetteer, from, local);
        FeatureJson.CITY.writeMember(json, "to", gazetteer, to, local);
        return GreatCircle.distanceKm(gazetteer.latitude(from), gazetteer.longitude(from),
                gazetteer.latitude(to), gazetteer.longitude(to));
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
