package dev.geolookup.adapter.photon;

import dev.geolookup.adapter.GeocoderPlace;
import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import jakarta.json.stream.JsonGenerator;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * photon's answer: a GeoJSON FeatureCollection of Points, each feature's properties by photon's names (osm_key,
 * osm_value, type, name, countrycode, country, state, county, city) and, for an area, its extent [minLon, maxLat,
 * maxLon, minLat]. osm_type and osm_id are left out, there being no OpenStreetMap object behind a GeoNames feature.
 */
final class PhotonJson {

    /** The address members a photon feature carries, by the address member each is taken from. */
    private static final List<String> ADDRESS = List.of("country", "state", "county");

    private PhotonJson() {
    }

    static JsonBody collection(List<GeocoderPlace> places) {
        return GeneratedJson.body(128 + places.size() * 500, json -> {
            json.writeStartObject().write("type", "FeatureCollection").writeStartArray("features");
            places.forEach(place -> writeFeature(json, place));
            json.writeEnd().writeEnd();
        });
    }

    private static void writeFeature(JsonGenerator json, GeocoderPlace place) {
        json.writeStartObject().write("type", "Feature");
        json.writeStartObject("geometry").write("type", "Point").writeStartArray("coordinates")
                .write(BigDecimal.valueOf(place.lon())).write(BigDecimal.valueOf(place.lat())).writeEnd().writeEnd();
        json.writeStartObject("properties");
        json.write("osm_key", place.category());
        json.write("osm_value", place.type());
        json.write("type", place.layer());
        json.write("name", place.name());
        Map<String, String> address = place.address();
        String countryCode = address.get("country_code");
        if (countryCode != null) {
            json.write("countrycode", countryCode.toUpperCase(Locale.ROOT));
        }
        for (String member : ADDRESS) {
            String value = address.get(member);
            if (value != null && !member.equals(place.layer())) {
                json.write(member, value);
            }
        }
        if ("boundary".equals(place.category())) {
            double[] box = place.box();
            json.writeStartArray("extent").write(BigDecimal.valueOf(box[2])).write(BigDecimal.valueOf(box[1]))
                    .write(BigDecimal.valueOf(box[3])).write(BigDecimal.valueOf(box[0])).writeEnd();
        }
        json.writeEnd();
        json.writeEnd();
    }
}
