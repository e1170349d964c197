package dev.geolookup.reverse;

import dev.geolookup.api.BatchAnswer;
import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.GeoJson;
import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.geo.Coordinates;
import dev.geolookup.api.reverse.ReverseLookup;
import dev.geolookup.api.reverse.ReverseQuery;
import dev.geolookup.boundary.TimezoneAt;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.FeatureJson;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNames;
import dev.geolookup.postal.PostalCodeView;
import dev.geolookup.postal.PostalJson;
import dev.geolookup.spatial.NearestNeighbourIndex.Neighbours;
import dev.geolookup.subdivision.Admin1Outlines;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.OptionalLong;

import static dev.geolookup.api.GeneratedJson.writeTextOrNull;

/**
 * What is at a point, written from one consistent set of views: the country and time zone whose boundary holds it,
 * the first-level division whose outline holds it (else the nearest feature's in that country) and the nearest
 * feature's second-level one, and the nearest place, city and postal code. Plain
 * Java, so that its edge cases are tested without a container; ReverseLookupBean only gathers the views.
 */
final class ReverseQueries {

    /** How much farther a city of the point's own country may be than the nearest one across a border. */
    static final double OWN_COUNTRY_CITY_KM = 25;

    private final ReverseViews views;

    ReverseQueries(ReverseViews views) {
        this.views = views;
    }

    /** What is at the point of the query. */
    JsonBody at(ReverseQuery query, FieldSelection fields) {
        return located(answer(query, fields), query.point().latitude(), query.point().longitude());
    }

    /** An answer whose GeoJSON form is one Feature at the point, the answer its properties. */
    private static JsonBody located(byte[] answer, double latitude, double longitude) {
        return JsonBody.perRequest(answer).withGeoJson(() -> GeoJson.featureOf(answer, latitude, longitude));
    }

    /** What is at each point, in order; a point without numeric lat and lng answers {lat, lng, error} instead. */
    JsonBody atAll(List<JsonValue> points, double radiusKm, FieldSelection fields) {
        return BatchAnswer.of(points, ReverseLookup.MAX_BATCH, "point", "points",
                point -> elementFor(point, radiusKm, fields));
    }

    /** The answer at a point, or its refusal, a Feature without geometry in the GeoJSON form. */
    private JsonBody elementFor(JsonValue point, double radiusKm, FieldSelection fields) {
        JsonValue lat = point instanceof JsonObject object ? object.get("lat") : null;
        JsonValue lng = point instanceof JsonObject object ? object.get("lng") : null;
        try {
            if (!(lat instanceof JsonNumber latitude) || !(lng instanceof JsonNumber longitude)) {
                throw new InvalidRequestException("each point must be an object with numeric lat and lng");
            }
            ReverseQuery query = new ReverseQuery(new Coordinates(latitude.doubleValue(), longitude.doubleValue()),
                    radiusKm);
            return located(answer(query, fields), query.point().latitude(), query.point().longitude());
        } catch (InvalidRequestException e) {
            return located(GeneratedJson.bytes(96, json -> {
                json.writeStartObject();
                writeAsGiven(json, "lat", lat);
                writeAsGiven(json, "lng", lng);
                json.write("error", e.getMessage());
                json.writeEnd();
            }), Double.NaN, Double.NaN);
        }
    }

    private static void writeAsGiven(JsonGenerator json, String name, JsonValue value) {
        if (value == null) {
            json.writeNull(name);
        } else {
            json.write(name, value);
        }
    }

    /**
     * The answer as one object: the country record is spliced in as the country view prepared it, between the
     * members before it and those after it, each written by a JSON generator.
     */
    private byte[] answer(ReverseQuery query, FieldSelection fields) {
        LocalNames local = views.localNames();
        double lat = query.point().latitude();
        double lng = query.point().longitude();
        String countryCode = countryAt(lat, lng, query.radiusKm());
        byte[] before = GeneratedJson.bytes(96, json -> {
            json.writeStartObject();
            json.write("latitude", lat);
            json.write("longitude", lng);
            writeTextOrNull(json, "countryCode", countryCode);
            json.writeEnd();
        });
        byte[] country = countryCode == null ? null
                : views.countries().record(countryCode, fields).map(JsonBody::utf8).orElse(null);
        GazetteerView gazetteer = views.places();
        Neighbours nearestPlace = nearestOf(gazetteer, lat, lng);
        byte[] after = GeneratedJson.bytes(1536, json -> {
            json.writeStartObject();
            writeAdminDivisions(json, gazetteer, nearestPlace, lat, lng, countryCode);
            String timezone = TimezoneAt.point(views.timezoneBoundaries(), lat, lng, query.radiusKm());
            json.write("timezone", timezone);
            writeTextOrNull(json, "utcOffset", TimezoneAt.utcOffsetNow(timezone));
            writeNearest(json, "nearestPlace", gazetteer, FeatureJson.PLACE, nearestPopulated(gazetteer, lat, lng),
                    local);
            GazetteerView cityView = views.cities();
            writeNearest(json, "nearestCity", cityView, FeatureJson.CITY, nearestCity(cityView, lat, lng,
                    countryCode), local);
            writeNearestPostalCode(json, lat, lng, countryCode);
            json.writeEnd();
        });
        ByteArrayOutputStream out = new ByteArrayOutputStream(before.length + after.length + 2048);
        out.write(before, 0, before.length - 1);
        out.writeBytes(",\"country\":".getBytes(StandardCharsets.UTF_8));
        out.writeBytes(country == null ? "null".getBytes(StandardCharsets.UTF_8) : country);
        out.write(',');
        out.write(after, 1, after.length - 1);
        return out.toByteArray();
    }

    private String countryAt(double lat, double lng, double radiusKm) {
        return CountryAt.point(views.countryBoundaries(), views.countries(), lat, lng, radiusKm);
    }

    /** The admin1 and admin2 the point lies in (DivisionsAt); none at sea. */
    private void writeAdminDivisions(JsonGenerator json, GazetteerView gazetteer, Neighbours nearestPlace,
                                     double lat, double lng, String countryCode) {
        DivisionsAt divisions = DivisionsAt.point(gazetteer, views.admin1Names(), views.admin2Names(),
                views.admin1Outlines(), nearestPlace, lat, lng, countryCode);
        String admin1 = divisions.admin1();
        String admin2 = divisions.admin2();
        writeDivision(json, "admin1", admin1, views.admin1Names(), divisions.admin1Key(), views.localNames());
        if (admin1 != null) {
            Admin1Outlines.IsoCode iso = views.admin1Outlines().isoOf(divisions.admin1Key());
            writeTextOrNull(json, "isoCode", iso == null ? null : iso.code());
            writeTextOrNull(json, "type", iso == null ? null : iso.type());
            json.writeEnd();
        }
        writeDivision(json, "admin2", admin2, views.admin2Names(), divisions.admin2Key(), views.localNames());
        if (admin2 != null) {
            json.writeEnd();
        }
    }

    /**
     * {code, name}, the name in the reader's language where one is known, the GeoNames name then as toponymName; the
     * object is left open for the caller to add to and close, unless the code is null.
     */
    private static void writeDivision(JsonGenerator json, String member, String code, AdminNameView names,
                                      String key, LocalNames local) {
        if (code == null) {
            json.writeNull(member);
            return;
        }
        String name = names.nameOf(key).orElse(null);
        OptionalLong geonameId = names.geonameIdOf(key);
        String localName = geonameId.isPresent() ? local.nameOf(geonameId.getAsLong()) : null;
        json.writeStartObject(member);
        json.write("code", code);
        writeTextOrNull(json, "name", localName != null ? localName : name);
        if (localName != null) {
            writeTextOrNull(json, "toponymName", name);
        }
    }

    private static Neighbours nearestOf(GazetteerView gazetteer, double lat, double lng) {
        return gazetteer.nearest(lat, lng, 1, Double.POSITIVE_INFINITY, GazetteerView.ANY, GazetteerView.ANY);
    }

    /** The nearest populated place: what "the nearest place" means to a reader, not a country's or a lake's point. */
    private static Neighbours nearestPopulated(GazetteerView gazetteer, double lat, double lng) {
        return gazetteer.nearest(lat, lng, 1, Double.POSITIVE_INFINITY, GazetteerView.ANY, 'P');
    }

    /**
     * The nearest city; where it lies in another country than the point, the nearest of the point's own country
     * instead when it is at most {@value #OWN_COUNTRY_CITY_KM} km farther: at Windsor, Ontario, Windsor and not
     * Detroit across the river. Farther than that, the nearest city is the one the point is nearer.
     */
    private static Neighbours nearestCity(GazetteerView cities, double lat, double lng, String countryCode) {
        Neighbours nearest = nearestOf(cities, lat, lng);
        int country = cities.countryNumber(countryCode);
        if (nearest.size() == 0 || country < 0 || countryCode.equals(cities.countryCode(nearest.points()[0]))) {
            return nearest;
        }
        Neighbours own = cities.nearest(lat, lng, 1, nearest.distancesKm()[0] + OWN_COUNTRY_CITY_KM, country,
                GazetteerView.ANY);
        return own.size() > 0 ? own : nearest;
    }

    private static void writeNearest(JsonGenerator json, String name, GazetteerView gazetteer, FeatureJson shape,
                                     Neighbours nearest, LocalNames local) {
        if (nearest.size() == 0) {
            json.writeNull(name);
        } else {
            shape.writeMember(json, name, gazetteer, nearest.points()[0], local, nearest.distancesKm()[0]);
        }
    }

    private void writeNearestPostalCode(JsonGenerator json, double lat, double lng, String countryCode) {
        PostalCodeView view = views.postalCodes();
        Neighbours nearest = view.nearestAt(lat, lng, countryCode);
        if (nearest.size() == 0) {
            json.writeNull("nearestPostalCode");
        } else {
            PostalJson.writeMember(json, "nearestPostalCode", view, nearest.points()[0], nearest.distancesKm()[0]);
        }
    }
}
