package dev.geolookup.reverse;

import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.geo.Coordinates;
import dev.geolookup.api.reverse.ReverseQuery;
import dev.geolookup.country.Country;
import dev.geolookup.country.CountryView;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.FeatureRow;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.GazetteerViewBuilder;
import dev.geolookup.place.LocalNames;
import dev.geolookup.postal.PostalCodeView;
import dev.geolookup.postal.PostalFormatView;
import dev.geolookup.postal.PostalRow;
import dev.geolookup.spatial.BoundaryIndex.Boundary;
import dev.geolookup.subdivision.Admin1Outlines;
import dev.geolookup.subdivision.AdminDivisions;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.List;

import static dev.geolookup.boundary.TestBoundaries.polygon;
import static dev.geolookup.boundary.TestBoundaries.viewOf;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What else /reverse names at a point: in a country square (Kosovo's, XK), the country's own feature lies nearest
 * the point and a US military code (APO AA) too, a city across the border lies nearer than the country's own; at sea
 * another APO code lies a kilometre away and Kosovo's code far away.
 */
class ReverseNearestTest {

    private static final double LAT = 42.5;
    private static final double LNG = 21.0;

    private final ReverseQueries answers = new ReverseQueries(new ReverseViews(
            viewOf(new Boundary("XKX", polygon("POLYGON ((20 42, 22 42, 22 43, 20 43, 20 42))"))),
            viewOf(new Boundary("Europe/Belgrade", polygon("POLYGON ((19 41, 23 41, 23 44, 19 44, 19 41))"))),
            CountryView.of(1, List.of(new Country("XK", "UNK", "Republic of Kosovo", 0))),
            AdminNameView.EMPTY, AdminNameView.EMPTY,
            gazetteer(feature(831053, "Kosovo", "A", "PCLI", "XK", LAT, LNG + 0.0001),
                    feature(786714, "Pristina", "P", "PPLC", "XK", 42.67, 21.17)),
            gazetteer(feature(785842, "Skopje", "P", "PPLC", "MK", LAT - 0.05, LNG),
                    feature(786714, "Pristina", "P", "PPLC", "XK", 42.67, 21.17)),
            postalCodes(), LocalNames.NONE, Admin1Outlines.NONE));

    @Test
    void noAnswerNamesAnAdmin1CodeNoDivisionHas() {
        ReverseQueries withNames = new ReverseQueries(new ReverseViews(
                viewOf(new Boundary("XKX", polygon("POLYGON ((20 42, 22 42, 22 43, 20 43, 20 42))"))),
                viewOf(new Boundary("Europe/Belgrade", polygon("POLYGON ((19 41, 23 41, 23 44, 19 44, 19 41))"))),
                CountryView.of(1, List.of(new Country("XK", "UNK", "Republic of Kosovo", 0))),
                AdminNameView.of(1, List.of(AdminDivisions.division("XK.02", "Pristina District", null))),
                AdminNameView.EMPTY,
                gazetteer(new FeatureRow(1, "Village", "Village", "P", "PPL", "XK", "78", null, LAT, LNG, 100,
                                "Europe/Belgrade", null),
                        new FeatureRow(786714, "Pristina", "Pristina", "P", "PPLC", "XK", "02", null, 42.67, 21.17,
                                200_000, "Europe/Belgrade", null)),
                GazetteerView.EMPTY, PostalCodeView.EMPTY, LocalNames.NONE, Admin1Outlines.NONE));
        JsonObject answer = read(withNames.at(new ReverseQuery(new Coordinates(LAT, LNG), 0),
                FieldSelection.parse("name", null)).text());
        assertThat(answer.getJsonObject("admin1").getString("code")).as("not 78, which no division has")
                .isEqualTo("02");
        assertThat(answer.getJsonObject("nearestPlace").getString("name")).isEqualTo("Village");
    }

    private static JsonObject read(String json) {
        try (JsonReader reader = Json.createReader(new StringReader(json))) {
            return reader.readObject();
        }
    }

    @Test
    void theNearestPlaceIsAPopulatedPlaceNotTheCountrysOwnPoint() {
        JsonObject answer = at(LAT, LNG);
        assertThat(answer.getJsonObject("nearestPlace").getString("name")).isEqualTo("Pristina");
        assertThat(answer.getJsonObject("nearestPlace").getJsonNumber("distanceKm").doubleValue()).isPositive();
    }

    @Test
    void aCityOfThePointsOwnCountryWithin25KmMoreComesBeforeOneAcrossTheBorder() {
        JsonObject city = at(LAT, LNG).getJsonObject("nearestCity");
        assertThat(city.getString("countryCode")).isEqualTo("XK");
        assertThat(city.getJsonNumber("distanceKm").doubleValue()).isBetween(20.0, 30.0);
    }

    @Test
    void thePostalCodeComesFromThePointsCountryAndAMilitaryCodeNeverAnswersAbroad() {
        JsonObject code = at(LAT, LNG).getJsonObject("nearestPostalCode");
        assertThat(code.getString("countryCode")).isEqualTo("XK");
        assertThat(code.getString("postalCode")).isEqualTo("10000");
        JsonObject atSea = at(34.0, 30.01).getJsonObject("nearestPostalCode");
        assertThat(atSea.getString("postalCode")).as("not the APO code a kilometre away").isEqualTo("10000");
    }

    private JsonObject at(double lat, double lng) {
        try (JsonReader reader = Json.createReader(new StringReader(answers.at(new ReverseQuery(
                new Coordinates(lat, lng), 0), FieldSelection.parse("name", null)).text()))) {
            return reader.readObject();
        }
    }

    private static PostalCodeView postalCodes() {
        PostalCodeView.Builder builder = new PostalCodeView.Builder(1);
        builder.add(postal("US", "09001", "APO AA", LAT, LNG));
        builder.add(postal("US", "09002", "APO AE", 34.0, 30.0));
        builder.add(postal("XK", "10000", "Prishtine", 42.66, 21.16));
        builder.add(postal("DE", "10115", "Berlin", 52.53, 13.38));
        return builder.build();
    }

    private static PostalRow postal(String country, String code, String place, double lat, double lng) {
        return new PostalRow(country, code, PostalFormatView.keyOf(code), place, null, null, null, null, null, null,
                lat, lng, 4);
    }

    private static GazetteerView gazetteer(FeatureRow... features) {
        GazetteerViewBuilder builder = new GazetteerViewBuilder(1);
        for (FeatureRow feature : features) {
            builder.add(feature);
        }
        return builder.build();
    }

    private static FeatureRow feature(long id, String name, String featureClass, String code, String country,
                                      double lat, double lng) {
        return new FeatureRow(id, name, name, featureClass, code, country, "01", null, lat, lng, 1000, "Europe/Belgrade",
                null);
    }

}
