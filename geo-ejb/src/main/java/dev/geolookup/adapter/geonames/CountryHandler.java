package dev.geolookup.adapter.geonames;

import dev.geolookup.adapter.AdapterViews;
import dev.geolookup.adapter.AreaOutlines;
import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.geonames.GeoNamesError;
import dev.geolookup.api.adapter.geonames.GeoNamesParameter;
import dev.geolookup.api.adapter.geonames.GeoNamesRequest;
import dev.geolookup.country.CountryInfoView.CountryInfo;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.reverse.CountryAt;
import dev.geolookup.spatial.NearestNeighbourIndex.Neighbours;
import dev.geolookup.subdivision.Admin1At;
import dev.geolookup.subdivision.Admin1Outlines;
import jakarta.json.stream.JsonGenerator;
import org.locationtech.jts.geom.Envelope;

import java.util.HashSet;
import java.util.Set;

/**
 * countryInfoJSON (countryInfo's rows, the box from the country boundaries), countryCodeJSON (the country whose
 * boundary holds the point) and countrySubdivisionJSON (its first-level division as /reverse finds it).
 */
final class CountryHandler {

    private final AdapterViews views;

    CountryHandler(AdapterViews views) {
        this.views = views;
    }

    /** Every country, or those named by the repeated country parameter; an unknown code matches none. */
    JsonBody info(GeoNamesRequest request) {
        Set<String> asked = new HashSet<>(request.codes(GeoNamesParameter.COUNTRY_OR_ALPHA3));
        return GeneratedJson.body(64 * 1024, json -> {
            json.writeStartObject().writeStartArray("geonames");
            for (CountryInfo country : views.countryInfo().all()) {
                if (asked.isEmpty() || asked.contains(country.countryCode())) {
                    writeInfo(json, country);
                }
            }
            json.writeEnd().writeEnd();
        });
    }

    /** GeoNames' 2017 countryInfo row: population and area strings, the box's edges numbers. */
    private void writeInfo(JsonGenerator json, CountryInfo country) {
        Envelope box = boxOf(country);
        json.writeStartObject();
        json.write("continent", ToponymRowWriter.orEmpty(country.continent()));
        json.write("capital", ToponymRowWriter.orEmpty(country.capital()));
        json.write("languages", ToponymRowWriter.orEmpty(country.languages()));
        if (country.geonameId() != null) {
            json.write("geonameId", country.geonameId());
        }
        writeEdge(json, "south", box == null ? null : box.getMinY());
        json.write("isoAlpha3", ToponymRowWriter.orEmpty(country.alpha3Code()));
        writeEdge(json, "north", box == null ? null : box.getMaxY());
        json.write("fipsCode", ToponymRowWriter.orEmpty(country.fips()));
        json.write("population", country.population() == null ? "0" : String.valueOf(country.population()));
        writeEdge(json, "east", box == null ? null : box.getMaxX());
        json.write("isoNumeric", ToponymRowWriter.orEmpty(country.numericCode()));
        json.write("areaInSqKm", country.area() == null ? "0.0" : String.valueOf(country.area()));
        json.write("countryCode", country.countryCode());
        writeEdge(json, "west", box == null ? null : box.getMinX());
        json.write("countryName", views.countryName(country.countryCode()));
        json.write("continentName", Continent.ofCode(country.continent()).map(c -> c.toponymName).orElse(""));
        json.write("currencyCode", ToponymRowWriter.orEmpty(country.currencyCode()));
        json.writeEnd();
    }

    private Envelope boxOf(CountryInfo country) {
        if (country.alpha3Code() == null) {
            return null;
        }
        return AreaOutlines.boxOf(views.countryBoundaries().index().polygonsOf(country.alpha3Code()));
    }

    private static void writeEdge(JsonGenerator json, String member, Double degrees) {
        if (degrees != null) {
            json.write(member, degrees);
        }
    }

    /** countryCodeJSON: {languages, distance, countryName, countryCode}; at sea GeoNames' status 15. */
    JsonBody countryCode(GeoNamesRequest request) {
        double[] point = request.point();
        String country = countryAt(request, point);
        return GeneratedJson.body(160, json -> {
            json.writeStartObject();
            views.countryInfo().of(country).map(CountryInfo::languages)
                    .ifPresent(languages -> json.write("languages", languages));
            json.write("distance", 0);
            json.write("countryName", views.countryName(country));
            json.write("countryCode", country);
            json.writeEnd();
        });
    }

    /**
     * countrySubdivisionJSON: the country and the first-level division at the point (level=2 adds the second-level
     * one where the nearest feature of that division has it); codes the division's ISO 3166-2 code.
     */
    JsonBody subdivision(GeoNamesRequest request) {
        double[] point = request.point();
        String country = countryAt(request, point);
        int level = request.integer(GeoNamesParameter.LEVEL, 1, 1, 5);
        GazetteerView places = views.places();
        int countryNumber = places.countryNumber(country);
        Neighbours nearest = countryNumber < 0 ? null
                : places.nearest(point[0], point[1], 1, Double.POSITIVE_INFINITY, countryNumber, GazetteerView.ANY);
        int row = nearest == null || nearest.size() == 0 ? -1 : nearest.points()[0];
        String nearestAdmin1 = row < 0 ? null : places.admin1Code(row);
        Admin1Outlines outlines = views.admin1Outlines();
        Admin1At outlined = outlines.at(point[0], point[1], country, nearestAdmin1,
                row < 0 ? Double.NaN : nearest.distancesKm()[0]);
        String admin1 = outlined != null ? outlined.admin1Code() : nearestAdmin1;
        String admin1Key = admin1 == null ? null : country + "." + admin1;
        String admin2 = level >= 2 && admin1 != null && admin1.equals(nearestAdmin1) ? places.admin2Code(row) : null;
        String admin2Key = admin2 == null ? null : admin1Key + "." + admin2;
        Admin1Outlines.IsoCode iso = admin1Key == null ? null : outlines.isoOf(admin1Key);
        return GeneratedJson.body(320, json -> {
            json.writeStartObject();
            json.write("distance", 0);
            if (admin1 != null) {
                json.write("adminCode1", admin1);
            }
            json.write("countryName", views.countryName(country));
            json.write("countryCode", country);
            if (iso != null) {
                json.writeStartArray("codes").writeStartObject()
                        .write("code", iso.code().substring(iso.code().indexOf('-') + 1))
                        .write("type", "ISO3166-2").writeEnd().writeEnd();
            }
            if (admin2Key != null && views.admin2Names().nameOf(admin2Key).isPresent()) {
                json.write("adminCode2", admin2);
                json.write("adminName2", views.admin2Names().nameOf(admin2Key).get());
            }
            if (admin1Key != null) {
                json.write("adminName1", views.admin1Names().nameOf(admin1Key).orElse(""));
            }
            json.writeEnd();
        });
    }

    /** The country at the point (within radius km of its boundary, when given); GeoNames' status 15 at sea. */
    private String countryAt(GeoNamesRequest request, double[] point) {
        Double radius = request.number(GeoNamesParameter.RADIUS);
        double km = radius == null ? 0 : Math.max(0, Math.min(radius, 100));
        String country = CountryAt.point(views.countryBoundaries(), views.countries(), point[0], point[1], km);
        if (country == null) {
            throw new GeoNamesError(GeoNamesError.NO_RESULT, "no country code found");
        }
        return country;
    }
}
