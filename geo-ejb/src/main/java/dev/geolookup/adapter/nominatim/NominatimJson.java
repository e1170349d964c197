package dev.geolookup.adapter.nominatim;

import dev.geolookup.adapter.GeocoderPlace;
import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.nominatim.NominatimFormat;
import jakarta.json.stream.JsonGenerator;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;

/**
 * Nominatim's answer shapes (nominatim.org/release-docs/latest/api/Output): json and jsonv2 as arrays of places
 * (one place for reverse), geojson and geocodejson as FeatureCollections. Coordinates and boxes are strings in the
 * json forms, numbers in the GeoJSON ones, as Nominatim writes them; osm_type and osm_id are left out, there being
 * no OpenStreetMap object behind a GeoNames feature.
 */
final class NominatimJson {

    static final String LICENCE = "Data © GeoNames (www.geonames.org), CC BY 4.0";

    private NominatimJson() {
    }

    /** A search's places; [] or an empty collection when there are none. */
    static JsonBody list(List<GeocoderPlace> places, NominatimFormat format, boolean addressDetails, String query) {
        return GeneratedJson.body(256 + places.size() * 700, json -> {
            switch (format) {
                case JSON, JSONV2 -> {
                    json.writeStartArray();
                    places.forEach(place -> writePlace(json, place, format, addressDetails));
                    json.writeEnd();
                }
                case GEOJSON -> writeGeoJson(json, places, addressDetails);
                case GEOCODEJSON -> writeGeocodeJson(json, places, query);
            }
        });
    }

    /** A reverse answer: the one place, or its one Feature. */
    static JsonBody single(GeocoderPlace place, NominatimFormat format, boolean addressDetails) {
        return switch (format) {
            case JSON, JSONV2 -> GeneratedJson.body(1024, json -> writePlace(json, place, format, addressDetails));
            case GEOJSON, GEOCODEJSON -> list(List.of(place), format, addressDetails, null);
        };
    }

    /** Nominatim's answer where nothing is at a point: an error member, with a 200. */
    static JsonBody unableToGeocode() {
        return GeneratedJson.body(48, json -> json.writeStartObject().write("error", "Unable to geocode").writeEnd());
    }

    private static void writePlace(JsonGenerator json, GeocoderPlace place, NominatimFormat format,
                                   boolean addressDetails) {
        json.writeStartObject();
        json.write("place_id", place.placeId());
        json.write("licence", LICENCE);
        json.write("lat", degrees(place.lat()));
        json.write("lon", degrees(place.lon()));
        json.write(format == NominatimFormat.JSONV2 ? "category" : "class", place.category());
        json.write("type", place.type());
        json.write("place_rank", place.placeRank());
        writeDescription(json, place, addressDetails);
        json.writeStartArray("boundingbox");
        for (double edge : place.box()) {
            json.write(degrees(edge));
        }
        json.writeEnd();
        json.writeEnd();
    }

    private static void writeGeoJson(JsonGenerator json, List<GeocoderPlace> places, boolean addressDetails) {
        json.writeStartObject().write("type", "FeatureCollection").write("licence", LICENCE);
        json.writeStartArray("features");
        for (GeocoderPlace place : places) {
            json.writeStartObject().write("type", "Feature");
            json.writeStartObject("properties");
            json.write("place_id", place.placeId());
            json.write("place_rank", place.placeRank());
            json.write("category", place.category());
            json.write("type", place.type());
            writeDescription(json, place, addressDetails);
            json.writeEnd();
            double[] box = place.box();
            json.writeStartArray("bbox").write(number(box[2])).write(number(box[0])).write(number(box[3]))
                    .write(number(box[1])).writeEnd();
            writePoint(json, place);
            json.writeEnd();
        }
        json.writeEnd().writeEnd();
    }

    private static void writeGeocodeJson(JsonGenerator json, List<GeocoderPlace> places, String query) {
        json.writeStartObject().write("type", "FeatureCollection");
        json.writeStartObject("geocoding").write("version", "0.1.0").write("attribution", LICENCE)
                .write("licence", "CC BY 4.0");
        if (query != null) {
            json.write("query", query);
        }
        json.writeEnd();
        json.writeStartArray("features");
        for (GeocoderPlace place : places) {
            json.writeStartObject().write("type", "Feature");
            json.writeStartObject("properties").writeStartObject("geocoding");
            json.write("place_id", place.placeId());
            json.write("osm_key", place.category());
            json.write("osm_value", place.type());
            json.write("type", place.addressType());
            json.write("label", place.displayName());
            json.write("name", place.name());
            Map<String, String> address = place.address();
            for (String member : List.of("city", "town", "village", "hamlet", "county", "state", "country")) {
                String value = address.get(member);
                if (value != null && !(member.equals(place.addressType()) && value.equals(place.name()))) {
                    json.write(member.equals("town") || member.equals("village") || member.equals("hamlet")
                            ? "city" : member, value);
                }
            }
            if (address.get("country_code") != null) {
                json.write("country_code", address.get("country_code"));
            }
            json.writeEnd().writeEnd();
            writePoint(json, place);
            json.writeEnd();
        }
        json.writeEnd().writeEnd();
    }

    /** The members both shapes end a place with: importance to display_name, and the address where asked. */
    private static void writeDescription(JsonGenerator json, GeocoderPlace place, boolean addressDetails) {
        json.write("importance", place.importance());
        json.write("addresstype", place.addressType());
        json.write("name", place.name());
        json.write("display_name", place.displayName());
        if (addressDetails) {
            json.writeStartObject("address");
            place.address().forEach(json::write);
            json.writeEnd();
        }
    }

    private static void writePoint(JsonGenerator json, GeocoderPlace place) {
        json.writeStartObject("geometry").write("type", "Point").writeStartArray("coordinates")
                .write(number(place.lon())).write(number(place.lat())).writeEnd().writeEnd();
    }

    /** Degrees as Nominatim writes them in its json forms: a string of at most 7 decimals. */
    static String degrees(double value) {
        return number(value).toPlainString();
    }

    private static BigDecimal number(double value) {
        return BigDecimal.valueOf(value).setScale(7, RoundingMode.HALF_UP).stripTrailingZeros();
    }
}
