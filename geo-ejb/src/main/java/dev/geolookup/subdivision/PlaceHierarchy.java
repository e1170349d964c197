package dev.geolookup.subdivision;

import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.text.Language;
import dev.geolookup.country.CountryView;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNames;
import jakarta.json.stream.JsonGenerator;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.Consumer;

import static dev.geolookup.api.GeneratedJson.writeTextOrNull;

/**
 * A feature's place in the divisions of its country, from the country down to the feature itself: each step
 * {geonameId, name, featureCode, countryCode, code}, names in the reader's language where known. The country is
 * its own feature of the places (Germany, 2921044, PCLI) where they hold it, for a city too; the divisions are the
 * feature's own admin1 and admin2 codes as GeoNames gives them; a division GeoNames does not name is left out, and
 * a step that is the feature itself is given once, last.
 */
final class PlaceHierarchy {

    private final GazetteerView features;
    /** The places, whose country features the cities do not hold. */
    private final GazetteerView places;
    private final AdminNameView admin1;
    private final AdminNameView admin2;
    private final CountryView countries;
    private final LocalNames localNames;
    private final Language language;

    PlaceHierarchy(GazetteerView features, GazetteerView places, AdminNameView admin1, AdminNameView admin2,
                   CountryView countries, LocalNames localNames, Language language) {
        this.features = features;
        this.places = places;
        this.admin1 = admin1;
        this.admin2 = admin2;
        this.countries = countries;
        this.localNames = localNames;
        this.language = language;
    }

    JsonBody of(int geonameId) {
        int row = features.requireRow(geonameId, "Place");
        String country = features.countryCode(row);
        String admin1Code = features.admin1Code(row);
        String admin2Code = features.admin2Code(row);
        String admin1Key = country == null || admin1Code == null ? null : country + "." + admin1Code;
        String admin2Key = admin1Key == null || admin2Code == null ? null : admin1Key + "." + admin2Code;
        List<Consumer<JsonGenerator>> steps = new ArrayList<>(4);
        int countryRow = country == null ? -1 : places.countryFeatureRow(country);
        if (country != null && (countryRow < 0 || places.geonameId(countryRow) != geonameId)) {
            steps.add(json -> writeCountry(json, country, countryRow));
        }
        addDivision(steps, admin1, admin1Key, "ADM1", geonameId);
        addDivision(steps, admin2, admin2Key, "ADM2", geonameId);
        steps.add(json -> {
            json.write("geonameId", geonameId);
            String local = localNames.nameOf(geonameId);
            json.write("name", local != null ? local : features.name(row));
            writeTextOrNull(json, "featureCode", features.featureCode(row));
            writeTextOrNull(json, "countryCode", country);
            json.writeNull("code");
        });
        return GeneratedJson.records(640, steps.size(), (json, index) -> steps.get(index).accept(json));
    }

    /**
     * The country: its own feature where the gazetteer holds it (its id and feature code), named as its country
     * record is in the reader's language.
     */
    private void writeCountry(JsonGenerator json, String country, int row) {
        if (row < 0) {
            json.writeNull("geonameId");
        } else {
            json.write("geonameId", places.geonameId(row));
        }
        String recordName = countries.nameOf(country, language.isNone() ? null
                : language.lookupTags().get(language.lookupTags().size() - 1)).orElse(null);
        writeTextOrNull(json, "name", recordName != null || row < 0 ? recordName : places.name(row));
        writeTextOrNull(json, "featureCode", row < 0 ? null : places.featureCode(row));
        json.write("countryCode", country);
        json.write("code", country);
    }

    /** A division of the feature, unless GeoNames does not name it or it is the feature itself. */
    private void addDivision(List<Consumer<JsonGenerator>> steps, AdminNameView names, String code,
                             String featureCode, int featureId) {
        if (code == null || !names.has(code)) {
            return;
        }
        OptionalLong geonameId = names.geonameIdOf(code);
        if (geonameId.isPresent() && geonameId.getAsLong() == featureId) {
            return;
        }
        String local = geonameId.isPresent() ? localNames.nameOf(geonameId.getAsLong()) : null;
        steps.add(json -> {
            if (geonameId.isPresent()) {
                json.write("geonameId", geonameId.getAsLong());
            } else {
                json.writeNull("geonameId");
            }
            writeTextOrNull(json, "name", local != null ? local : names.nameOf(code).orElse(null));
            json.write("featureCode", featureCode);
            json.write("countryCode", code.substring(0, 2));
            json.write("code", code);
        });
    }
}
