package dev.geolookup.imports.boundary;

import dev.geolookup.imports.MalformedRowException;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.MultiPolygon;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.io.ParseException;
import org.locationtech.jts.io.WKBWriter;
import org.locationtech.jts.io.geojson.GeoJsonReader;

/** A GeoJSON feature's geometry as the boundary tables keep it: a Polygon or MultiPolygon, written as WKB. */
final class GeoJsonPolygons {

    private GeoJsonPolygons() {
    }

    static byte[] wkb(JsonValue geometry) throws MalformedRowException {
        return new WKBWriter().write(polygons(geometry));
    }

    private static Geometry polygons(JsonValue geometry) throws MalformedRowException {
        if (!(geometry instanceof JsonObject)) {
            throw new MalformedRowException("feature without geometry");
        }
        Geometry read;
        try {
            read = new GeoJsonReader().read(geometry.toString());
        } catch (ParseException | RuntimeException e) {
            throw new MalformedRowException("malformed geometry");
        }
        if (!(read instanceof Polygon || read instanceof MultiPolygon) || read.isEmpty()) {
            throw new MalformedRowException("geometry is not a Polygon or MultiPolygon");
        }
        return read;
    }
}
