package dev.geolookup.subdivision;

import jakarta.json.stream.JsonGenerator;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.Polygon;

import java.util.List;

/** The GeoJSON geometry of an outline: a MultiPolygon of its polygons, [longitude, latitude] as the outlines hold. */
final class OutlineJson {

    private OutlineJson() {
    }

    /** Writes the member geometry of an open Feature. */
    static void writeGeometry(JsonGenerator json, List<Polygon> polygons) {
        json.writeStartObject("geometry").write("type", "MultiPolygon").writeStartArray("coordinates");
        for (Polygon polygon : polygons) {
            json.writeStartArray();
            writeRing(json, polygon.getExteriorRing());
            for (int hole = 0; hole < polygon.getNumInteriorRing(); hole++) {
                writeRing(json, polygon.getInteriorRingN(hole));
            }
            json.writeEnd();
        }
        json.writeEnd().writeEnd();
    }

    private static void writeRing(JsonGenerator json, LineString ring) {
        json.writeStartArray();
        for (Coordinate coordinate : ring.getCoordinates()) {
            json.writeStartArray().write(coordinate.x).write(coordinate.y).writeEnd();
        }
        json.writeEnd();
    }
}
