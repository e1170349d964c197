package dev.geolookup.adapter.geonames;

import dev.geolookup.adapter.AdapterViews;
import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.geonames.GeoNamesError;
import dev.geolookup.api.adapter.geonames.GeoNamesParameter;
import dev.geolookup.api.adapter.geonames.GeoNamesRequest;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.postal.PostalCodeView.AdminField;
import dev.geolookup.postal.PostalCodeView;
import dev.geolookup.postal.PostalFormatView;
import dev.geolookup.spatial.NearestNeighbourIndex.Neighbours;
import dev.geolookup.subdivision.Admin1Outlines;
import jakarta.json.stream.JsonGenerator;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * GeoNames' postal services over the postal codes: postalCodeSearchJSON (by code, code prefix, place name or its
 * start), postalCodeLookupJSON, findNearbyPostalCodesJSON and postalCodeCountryInfoJSON. lat and lng are numbers
 * here, as GeoNames writes them in postal rows.
 */
final class PostalHandler {

    static final int MAX_ROWS = 1000;
    private static final String COUNTRY = "[A-Z]{2}";

    private final AdapterViews views;

    PostalHandler(AdapterViews views) {
        this.views = views;
    }

    JsonBody search(GeoNamesRequest request) {
        PostalCodeView postal = views.postalCodes();
        String country = request.firstCode(GeoNamesParameter.COUNTRY);
        int maxRows = request.integer(GeoNamesParameter.MAX_ROWS, 10, 1, MAX_ROWS);
        String code = request.text(GeoNamesParameter.POSTAL_CODE);
        String codeStart = request.text(GeoNamesParameter.POSTAL_CODE_STARTS_WITH);
        String place = request.text(GeoNamesParameter.PLACE_NAME);
        String placeStart = request.text(GeoNamesParameter.PLACE_NAME_STARTS_WITH);
        int[] rows;
        if (code != null) {
            rows = postal.rowsOf(PostalFormatView.keyOf(code), country);
            if (place != null) {
                String folded = TextFolding.fold(place);
                rows = Arrays.stream(rows).filter(row -> folded.equals(foldedPlace(postal, row))).toArray();
            }
        } else if (codeStart != null) {
            rows = postal.rowsStartingWith(PostalFormatView.keyOf(codeStart), country, maxRows);
        } else if (place != null) {
            rows = postal.rowsNamed(TextFolding.fold(place), country);
        } else if (placeStart != null) {
            if (country == null) {
                throw GeoNamesError.invalid("placename_startsWith needs a country");
            }
            String prefix = TextFolding.fold(placeStart);
            rows = postal.rowsOfCountry(country, row -> foldedPlace(postal, row).startsWith(prefix), maxRows);
        } else {
            throw GeoNamesError.invalid("missing parameter: postalcode, postalcode_startsWith, placename or "
                    + "placename_startsWith");
        }
        int[] page = Arrays.copyOf(rows, Math.min(rows.length, maxRows));
        return GeneratedJson.body(64 + page.length * 240, json -> {
            json.writeStartObject().writeStartArray("postalCodes");
            for (int row : page) {
                writeSearchRow(json, postal, row);
            }
            json.writeEnd().writeEnd();
        });
    }

    /** GeoNames' 2021-22 postalCodeSearch row; the optional admin levels where the entry has them. */
    private void writeSearchRow(JsonGenerator json, PostalCodeView postal, int row) {
        json.writeStartObject();
        writeIfPresent(json, "adminCode2", postal.admin(AdminField.ADMIN_CODE2, row));
        writeIfPresent(json, "adminCode3", postal.admin(AdminField.ADMIN_CODE3, row));
        writeIfPresent(json, "adminName3", postal.admin(AdminField.ADMIN_NAME3, row));
        json.write("adminCode1", ToponymRowWriter.orEmpty(postal.admin(AdminField.ADMIN_CODE1, row)));
        writeIfPresent(json, "adminName2", postal.admin(AdminField.ADMIN_NAME2, row));
        writeCoordinate(json, "lng", postal, row, false);
        json.write("countryCode", postal.countryCode(row));
        json.write("postalCode", postal.postalCode(row));
        json.write("adminName1", ToponymRowWriter.orEmpty(postal.admin(AdminField.ADMIN_NAME1, row)));
        isoCode(postal, row).ifPresent(code -> json.write("ISO3166-2", code));
        json.write("placeName", ToponymRowWriter.orEmpty(postal.placeName(row)));
        writeCoordinate(json, "lat", postal, row, true);
        json.writeEnd();
    }

    /** postalCodeLookupJSON: {"postalcodes":[{postalcode, adminCode1, countryCode, lng, placeName, lat, adminName1}]}. */
    JsonBody lookup(GeoNamesRequest request) {
        String code = request.text(GeoNamesParameter.POSTAL_CODE);
        if (code == null) {
            throw GeoNamesError.invalid("missing parameter postalcode");
        }
        String country = request.firstCode(GeoNamesParameter.COUNTRY);
        int maxRows = request.integer(GeoNamesParameter.MAX_ROWS, 20, 1, MAX_ROWS);
        PostalCodeView postal = views.postalCodes();
        int[] rows = postal.rowsOf(PostalFormatView.keyOf(code), country);
        int[] page = Arrays.copyOf(rows, Math.min(rows.length, maxRows));
        return GeneratedJson.body(64 + page.length * 200, json -> {
            json.writeStartObject().writeStartArray("postalcodes");
            for (int row : page) {
                json.writeStartObject();
                json.write("postalcode", postal.postalCode(row));
                json.write("adminCode1", ToponymRowWriter.orEmpty(postal.admin(AdminField.ADMIN_CODE1, row)));
                json.write("countryCode", postal.countryCode(row));
                writeCoordinate(json, "lng", postal, row, false);
                json.write("placeName", ToponymRowWriter.orEmpty(postal.placeName(row)));
                writeCoordinate(json, "lat", postal, row, true);
                json.write("adminName1", ToponymRowWriter.orEmpty(postal.admin(AdminField.ADMIN_NAME1, row)));
                json.writeEnd();
            }
            json.writeEnd().writeEnd();
        });
    }

    /**
     * findNearbyPostalCodesJSON: the entries nearest a point, or nearest a code's own point (postalcode and
     * country), nearest first, each with its distance in km; within radius (default 30 km, GeoNames' free limit).
     */
    JsonBody nearby(GeoNamesRequest request) {
        PostalCodeView postal = views.postalCodes();
        String country = request.firstCode(GeoNamesParameter.COUNTRY);
        String code = request.text(GeoNamesParameter.POSTAL_CODE);
        double[] point;
        if (code != null && request.number(GeoNamesParameter.LAT) == null) {
            int[] rows = postal.rowsOf(PostalFormatView.keyOf(code), country);
            int located = Arrays.stream(rows).filter(postal::hasCoordinates).findFirst().orElse(-1);
            if (located < 0) {
                throw new GeoNamesError(GeoNamesError.NO_RESULT, "postal code not found");
            }
            point = new double[] {postal.latitude(located), postal.longitude(located)};
            country = country == null ? postal.countryCode(located) : country;
        } else {
            point = request.point();
        }
        Double radius = request.number(GeoNamesParameter.RADIUS);
        if (radius != null && radius <= 0) {
            throw GeoNamesError.invalid("radius must be greater than 0");
        }
        int maxRows = request.integer(GeoNamesParameter.MAX_ROWS, 5, 1, MAX_ROWS);
        Neighbours found = postal.nearest(point[0], point[1], maxRows, radius == null ? 30 : radius,
                request.flag(GeoNamesParameter.LOCAL_COUNTRY, false) || code != null ? country : null);
        return GeneratedJson.body(64 + found.size() * 200, json -> {
            json.writeStartObject().writeStartArray("postalCodes");
            for (int i = 0; i < found.size(); i++) {
                int row = found.points()[i];
                json.writeStartObject();
                json.write("postalCode", postal.postalCode(row));
                json.write("countryCode", postal.countryCode(row));
                writeCoordinate(json, "lng", postal, row, false);
                json.write("placeName", ToponymRowWriter.orEmpty(postal.placeName(row)));
                writeCoordinate(json, "lat", postal, row, true);
                json.write("distance", NearbyHandler.distance(found.distancesKm()[i]));
                json.write("adminCode1", ToponymRowWriter.orEmpty(postal.admin(AdminField.ADMIN_CODE1, row)));
                json.write("adminName1", ToponymRowWriter.orEmpty(postal.admin(AdminField.ADMIN_NAME1, row)));
                json.writeEnd();
            }
            json.writeEnd().writeEnd();
        });
    }

    /** postalCodeCountryInfoJSON: each country of the postal codes, its count and least and greatest code. */
    JsonBody countries() {
        return GeneratedJson.body(16 * 1024, json -> {
            json.writeStartObject().writeStartArray("geonames");
            for (PostalCodeView.CountrySummary country : views.postalCodes().countrySummaries()) {
                json.writeStartObject();
                json.write("countryName", ToponymRowWriter.orEmpty(views.countryName(country.countryCode())));
                json.write("numPostalCodes", country.entries());
                json.write("countryCode", country.countryCode());
                json.write("maxPostalCode", country.maxCode());
                json.write("minPostalCode", country.minCode());
                json.writeEnd();
            }
            json.writeEnd().writeEnd();
        });
    }

    /**
     * The entry's first-level division's ISO 3166-2 code (its part after the country), where the postal file's
     * admin1 code is the gazetteer's for a division of the same name: postal files number divisions their own way
     * in some countries, and a code is given only where the two agree.
     */
    private Optional<String> isoCode(PostalCodeView postal, int row) {
        String admin1 = postal.admin(AdminField.ADMIN_CODE1, row);
        String name = postal.admin(AdminField.ADMIN_NAME1, row);
        if (admin1 == null || name == null) {
            return Optional.empty();
        }
        String key = postal.countryCode(row) + "." + admin1.toUpperCase(Locale.ROOT);
        Optional<String> divisionName = views.admin1Names().nameOf(key);
        if (divisionName.isEmpty() || !TextFolding.fold(divisionName.get()).equals(TextFolding.fold(name))) {
            return Optional.empty();
        }
        Admin1Outlines.IsoCode iso = views.admin1Outlines().isoOf(key);
        return iso == null ? Optional.empty() : Optional.of(iso.code().substring(iso.code().indexOf('-') + 1));
    }

    private static String foldedPlace(PostalCodeView postal, int row) {
        String place = postal.placeName(row);
        return place == null ? "" : TextFolding.fold(place);
    }

    private static void writeCoordinate(JsonGenerator json, String member, PostalCodeView postal, int row,
                                        boolean latitude) {
        if (postal.hasCoordinates(row)) {
            json.write(member, latitude ? postal.latitude(row) : postal.longitude(row));
        }
    }

    private static void writeIfPresent(JsonGenerator json, String member, String value) {
        if (value != null && !value.isEmpty()) {
            json.write(member, value);
        }
    }
}
