package dev.geolookup.subdivision;

import dev.geolookup.api.GeoJson;
import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.subdivision.SubdivisionCode;
import dev.geolookup.api.subdivision.SubdivisionLookup;
import dev.geolookup.boundary.SubdivisionUnit;
import dev.geolookup.boundary.TimezoneAt;
import dev.geolookup.place.AdminNameView;
import jakarta.json.stream.JsonGenerator;
import org.locationtech.jts.geom.Polygon;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;

import static dev.geolookup.api.GeneratedJson.writeTextOrNull;

/**
 * The subdivisions of a country, one by code, and the children of one, written from one set of views, as JSON and
 * as GeoJSON with their outlines. A division is GeoNames' (every admin1 and admin2 is one); its ISO 3166-2 code and
 * type are the crosswalk's (Admin1Outlines.isoOf); its point and time zone its feature's in the gazetteer; what the
 * outline that is the division adds: its names in the outline's languages, its type where it has no ISO code, and
 * its label point where the gazetteer holds no feature of it.
 */
final class SubdivisionQueries {

    /** How far from the label point the time zone may be looked for: a point on a shore. */
    private static final double TIMEZONE_RADIUS_KM = 25;
    /** About the length of one record, and of one Feature with its outline (simplified, a few hundred points). */
    private static final int RECORD_CHARS = 400;
    private static final int FEATURE_CHARS = 16_384;

    private final SubdivisionViews views;

    SubdivisionQueries(SubdivisionViews views) {
        this.views = views;
    }

    JsonBody ofCountry(String country, String level) {
        if (country == null || country.isBlank()) {
            throw new InvalidRequestException("country is required: an ISO 3166-1 alpha-2 or alpha-3 code");
        }
        String alpha2 = views.countries().alpha2Of(country.strip()).orElseThrow(() ->
                new InvalidRequestException("country must be an ISO 3166-1 alpha-2 or alpha-3 code of a country"));
        int depth = requestedLevel(level);
        List<String> codes = new ArrayList<>();
        if (depth == 1) {
            codes.addAll(views.admin1().codesUnder(alpha2));
        } else {
            views.admin1().codesUnder(alpha2).forEach(parent -> codes.addAll(views.admin2().codesUnder(parent)));
        }
        return list(codes);
    }

    JsonBody byCode(String code) {
        String division = divisionOf(SubdivisionCode.parse(code));
        String shown = shownName(division);
        return GeoJson.record(RECORD_CHARS, FEATURE_CHARS, (json, index) -> writeMembers(json, division, shown),
                idOf(division), (json, index) -> writeGeometry(json, division));
    }

    JsonBody children(String code) {
        String division = divisionOf(SubdivisionCode.parse(code));
        return list(levelOf(division) == 1 ? views.admin2().codesUnder(division) : List.of());
    }

    private JsonBody list(List<String> codes) {
        Collator collator = Collator.getInstance(views.language().isNone() ? Locale.ROOT
                : Locale.forLanguageTag(views.language().tag()));
        List<String[]> named = new ArrayList<>(codes.size());
        codes.forEach(code -> named.add(new String[] {code, shownName(code)}));
        named.sort(Comparator.<String[], String>comparing(entry -> entry[1], collator)
                .thenComparing(entry -> entry[0]));
        return GeoJson.records(named.size(), RECORD_CHARS, FEATURE_CHARS,
                        (json, index) -> writeMembers(json, named.get(index)[0], named.get(index)[1]),
                        index -> idOf(named.get(index)[0]), (json, index) -> writeGeometry(json, named.get(index)[0]))
                .labelled(index -> linkKey(named.get(index)[0]), index -> named.get(index)[1]);
    }

    /** What a link reaches a division by: its ISO 3166-2 code, or its GeoNames code where it has none. */
    private String linkKey(String code) {
        Admin1Outlines.IsoCode iso = views.outlines().isoOf(code);
        return iso != null ? iso.code() : code;
    }

    /** The GeoNames code of the division a code names; RecordNotFoundException where none is. */
    private String divisionOf(SubdivisionCode code) {
        String division = code.iso() ? views.outlines().divisionOfIsoCode(code.code()) : code.code();
        if (division == null || !names(division).has(division)) {
            throw new RecordNotFoundException(SubdivisionLookup.NOT_FOUND);
        }
        return division;
    }

    /** The members of one record; {@code shown} is the name the reader sees, found once by the caller. */
    private void writeMembers(JsonGenerator json, String code, String shown) {
        AdminNameView names = names(code);
        String geonamesName = names.nameOf(code).orElse(null);
        Long geonameId = names.geonameIdOf(code).isPresent() ? names.geonameIdOf(code).getAsLong() : null;
        int row = geonameId == null ? -1 : views.places().rowOf(geonameId);
        double[] point = pointOf(code);
        json.write("code", code);
        Admin1Outlines.IsoCode iso = views.outlines().isoOf(code);
        writeTextOrNull(json, "isoCode", iso == null ? null : iso.code());
        json.write("countryCode", code.substring(0, 2));
        int level = levelOf(code);
        json.write("level", level);
        writeTextOrNull(json, "parentCode", level == 2 ? code.substring(0, code.lastIndexOf('.')) : null);
        writeTextOrNull(json, "name", shown);
        if (shown != null && !shown.equals(geonamesName)) {
            writeTextOrNull(json, "toponymName", geonamesName);
        }
        writeTextOrNull(json, "asciiName", names.asciiNameOf(code).orElse(geonamesName));
        SubdivisionUnit unit = views.outlines().divisionOf(code);
        writeTextOrNull(json, "type", iso != null ? iso.type() : unit == null ? null : unit.typeEn());
        if (geonameId == null) {
            json.writeNull("geonameId");
        } else {
            json.write("geonameId", geonameId);
        }
        if (point == null) {
            json.writeNull("latitude");
            json.writeNull("longitude");
            json.writeNull("timezone");
        } else {
            json.write("latitude", point[0]);
            json.write("longitude", point[1]);
            String timezone = row >= 0 ? views.places().timezone(row) : null;
            writeTextOrNull(json, "timezone", timezone != null ? timezone
                    : TimezoneAt.point(views.timezones(), point[0], point[1], TIMEZONE_RADIUS_KM));
        }
    }

    /**
     * A point inside the division: its GeoNames feature's (a place: docs/API.md, "Countries and divisions in the
     * gazetteer", which holds an outline's label point to the features around it), else the label point of the
     * outline that is it; null where neither.
     */
    private double[] pointOf(String code) {
        OptionalLong geonameId = names(code).geonameIdOf(code);
        int row = geonameId.isPresent() ? views.places().rowOf(geonameId.getAsLong()) : -1;
        if (row >= 0) {
            return new double[] {views.places().latitude(row), views.places().longitude(row)};
        }
        SubdivisionUnit unit = views.outlines().divisionOf(code);
        return unit == null || unit.latitude() == null || unit.longitude() == null ? null
                : new double[] {unit.latitude(), unit.longitude()};
    }

    /** The division's outline where one is known, else its point, else null. */
    private void writeGeometry(JsonGenerator json, String code) {
        List<Polygon> outline = views.outlines().outlineOf(code);
        if (!outline.isEmpty()) {
            OutlineJson.writeGeometry(json, outline);
            return;
        }
        double[] point = pointOf(code);
        GeoJson.writePoint(json, point == null ? Double.NaN : point[0], point == null ? Double.NaN : point[1]);
    }

    private long idOf(String code) {
        OptionalLong geonameId = names(code).geonameIdOf(code);
        return geonameId.isPresent() ? geonameId.getAsLong() : GeoJson.NO_ID;
    }

    /** The name in the reader's language where one is known (GeoNames' names first, then the outline's). */
    private String shownName(String code) {
        AdminNameView names = names(code);
        String geonamesName = names.nameOf(code).orElse(null);
        if (views.language().isNone()) {
            return geonamesName;
        }
        if (names.geonameIdOf(code).isPresent()) {
            String local = views.localNames().nameOf(names.geonameIdOf(code).getAsLong());
            if (local != null) {
                return local;
            }
        }
        SubdivisionUnit unit = views.outlines().divisionOf(code);
        if (unit != null) {
            for (String tag : views.language().lookupTags()) {
                String name = unit.names().get(tag);
                if (name != null) {
                    return name;
                }
            }
        }
        return geonamesName;
    }

    private AdminNameView names(String code) {
        return levelOf(code) == 1 ? views.admin1() : views.admin2();
    }

    private static int levelOf(String code) {
        return code.indexOf('.', 3) < 0 ? 1 : 2;
    }

    private static int requestedLevel(String level) {
        if (level == null || level.isBlank() || level.strip().equals("1")) {
            return 1;
        }
        if (level.strip().equals("2")) {
            return 2;
        }
        throw new InvalidRequestException("level must be 1 (states, provinces, regions) or 2 (the divisions below)");
    }
}
