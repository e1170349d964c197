package dev.geolookup.adapter.geonames;

import dev.geolookup.adapter.AdapterViews;
import dev.geolookup.adapter.AreaOutlines;
import dev.geolookup.api.adapter.geonames.Style;
import dev.geolookup.api.place.FeatureCodes;
import dev.geolookup.country.CountryInfoView;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNameView;
import dev.geolookup.place.LocalNames;
import dev.geolookup.subdivision.Admin1Outlines;
import jakarta.json.stream.JsonGenerator;
import org.locationtech.jts.geom.Envelope;

import java.math.BigDecimal;
import java.math.MathContext;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.Month;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneRules;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * A gazetteer feature as a GeoNames toponym row, its members in the order GeoNames writes them for each style
 * (../shared/spec/GEONAMES-SHAPES.md; GeoNames' order is a hash order, fixed per set of members): MEDIUM and FULL
 * as recorded (MEDIUM with the later adminCodes1), SHORT and LONG as GeoNames documents their members, in that
 * order. lat and lng are strings, countryId and adminIdN strings, empty admin names "". FULL adds the box of a
 * country's or a division's outline and the names by language the alternate-names dataset holds. Members this data
 * does not hold (elevation, srtm3, cc2, adminCode3 to 5, GeoNames' own search score, names without a language and
 * links) are left out, as GeoNames leaves out what a row lacks.
 */
final class ToponymRowWriter {

    /** GeoNames' names of its feature classes (fclName). */
    static final Map<String, String> CLASS_NAMES = Map.of(
            "A", "country, state, region,...",
            "H", "stream, lake, ...",
            "L", "parks,area, ...",
            "P", "city, village,...",
            "R", "road, railroad ",
            "S", "spot, building, farm",
            "T", "mountain,hill,rock,... ",
            "U", "undersea",
            "V", "forest,heath,...");

    private enum Member {
        TIMEZONE, BBOX, ASCII_NAME, COUNTRY_ID, FCL, ADMIN_ID2, COUNTRY_CODE, ADMIN_ID1, LAT, FCODE, CONTINENT_CODE,
        ADMIN_CODE2, ADMIN_CODE1, LNG, GEONAME_ID, TOPONYM_NAME, POPULATION, ADMIN_NAME5, ADMIN_NAME4, ADMIN_NAME3,
        ALTERNATE_NAMES, ADMIN_NAME2, NAME, FCL_NAME, ADMIN_CODES1, COUNTRY_NAME, FCODE_NAME, ADMIN_NAME1
    }

    private static final Member[] SHORT = {Member.LNG, Member.GEONAME_ID, Member.COUNTRY_CODE, Member.NAME,
            Member.TOPONYM_NAME, Member.LAT, Member.FCL, Member.FCODE};
    private static final Member[] MEDIUM = {Member.ADMIN_CODE1, Member.LNG, Member.GEONAME_ID, Member.TOPONYM_NAME,
            Member.COUNTRY_ID, Member.FCL, Member.POPULATION, Member.COUNTRY_CODE, Member.NAME, Member.FCL_NAME,
            Member.ADMIN_CODES1, Member.COUNTRY_NAME, Member.FCODE_NAME, Member.ADMIN_NAME1, Member.LAT,
            Member.FCODE};
    private static final Member[] FULL = {Member.TIMEZONE, Member.BBOX, Member.ASCII_NAME, Member.COUNTRY_ID,
            Member.FCL, Member.ADMIN_ID2, Member.COUNTRY_CODE, Member.ADMIN_ID1, Member.LAT, Member.FCODE,
            Member.CONTINENT_CODE, Member.ADMIN_CODE2, Member.ADMIN_CODE1, Member.LNG, Member.GEONAME_ID,
            Member.TOPONYM_NAME, Member.POPULATION, Member.ADMIN_NAME5, Member.ADMIN_NAME4, Member.ADMIN_NAME3,
            Member.ALTERNATE_NAMES, Member.ADMIN_NAME2, Member.NAME, Member.FCL_NAME, Member.COUNTRY_NAME,
            Member.FCODE_NAME, Member.ADMIN_NAME1};
    /** FULL without the nested timezone, the box and the alternate names. */
    private static final Member[] LONG = Arrays.stream(FULL)
            .filter(member -> member != Member.TIMEZONE && member != Member.BBOX && member != Member.ALTERNATE_NAMES)
            .toArray(Member[]::new);

    private final AdapterViews views;
    private final LocalNames localNames;

    ToponymRowWriter(AdapterViews views) {
        this.views = views;
        this.localNames = views.localNames();
    }

    /** The row as one object, with the members before it (a distance) already asked for by the caller. */
    void write(JsonGenerator json, GazetteerView gazetteer, int row, Style style, String distanceKm) {
        json.writeStartObject();
        if (distanceKm != null) {
            json.write("distance", distanceKm);
        }
        writeMembers(json, gazetteer, row, style);
        json.writeEnd();
    }

    private void writeMembers(JsonGenerator json, GazetteerView gazetteer, int row, Style style) {
        Row facts = new Row(gazetteer, row);
        for (Member member : switch (style) {
            case SHORT -> SHORT;
            case MEDIUM -> MEDIUM;
            case LONG -> LONG;
            case FULL -> FULL;
        }) {
            write(json, member, facts);
        }
    }

    private void write(JsonGenerator json, Member member, Row row) {
        switch (member) {
            case TIMEZONE -> writeTimezone(json, row.gazetteer.timezone(row.row));
            case BBOX -> writeBox(json, row);
            case ALTERNATE_NAMES -> writeAlternateNames(json, row.gazetteer.geonameId(row.row));
            case ASCII_NAME -> json.write("asciiName", orEmpty(row.gazetteer.asciiName(row.row)));
            case COUNTRY_ID -> {
                Long id = countryId(row.countryCode);
                if (id != null) {
                    json.write("countryId", String.valueOf(id));
                }
            }
            case FCL -> json.write("fcl", orEmpty(row.gazetteer.featureClass(row.row)));
            case ADMIN_ID2 -> writeId(json, "adminId2", views.admin2Names(), row.admin2Key);
            case COUNTRY_CODE -> json.write("countryCode", orEmpty(row.countryCode));
            case ADMIN_ID1 -> writeId(json, "adminId1", views.admin1Names(), row.admin1Key);
            case LAT -> json.write("lat", coordinate(row.gazetteer.latitude(row.row)));
            case FCODE -> json.write("fcode", orEmpty(row.gazetteer.featureCode(row.row)));
            case CONTINENT_CODE -> views.countryInfo().of(row.countryCode)
                    .map(CountryInfoView.CountryInfo::continent)
                    .ifPresent(continent -> json.write("continentCode", continent));
            case ADMIN_CODE2 -> json.write("adminCode2", orEmpty(row.gazetteer.admin2Code(row.row)));
            case ADMIN_CODE1 -> json.write("adminCode1", orEmpty(row.gazetteer.admin1Code(row.row)));
            case LNG -> json.write("lng", coordinate(row.gazetteer.longitude(row.row)));
            case GEONAME_ID -> json.write("geonameId", row.gazetteer.geonameId(row.row));
            case TOPONYM_NAME -> json.write("toponymName", row.gazetteer.name(row.row));
            case POPULATION -> json.write("population", row.gazetteer.population(row.row));
            case ADMIN_NAME5 -> json.write("adminName5", "");
            case ADMIN_NAME4 -> json.write("adminName4", "");
            case ADMIN_NAME3 -> json.write("adminName3", "");
            case ADMIN_NAME2 -> json.write("adminName2", adminName(views.admin2Names(), row.admin2Key));
            case NAME -> {
                String local = localNames.nameOf(row.gazetteer.geonameId(row.row));
                json.write("name", local != null ? local : row.gazetteer.name(row.row));
            }
            case FCL_NAME -> json.write("fclName", CLASS_NAMES.getOrDefault(row.gazetteer.featureClass(row.row), ""));
            case ADMIN_CODES1 -> {
                Admin1Outlines.IsoCode iso = row.admin1Key == null ? null
                        : views.admin1Outlines().isoOf(row.admin1Key);
                if (iso != null) {
                    json.writeStartObject("adminCodes1").write("ISO3166_2", iso.code().substring(3)).writeEnd();
                }
            }
            case COUNTRY_NAME -> {
                String name = views.countryName(row.countryCode);
                if (name != null) {
                    json.write("countryName", name);
                }
            }
            case FCODE_NAME -> json.write("fcodeName", featureCodeName(views.featureCodes(),
                    row.gazetteer.featureCode(row.row)));
            case ADMIN_NAME1 -> json.write("adminName1", adminName(views.admin1Names(), row.admin1Key));
        }
    }

    /** The facts of a row its members share. */
    private static final class Row {
        final GazetteerView gazetteer;
        final int row;
        final String countryCode;
        final String admin1Key;
        final String admin2Key;

        Row(GazetteerView gazetteer, int row) {
            this.gazetteer = gazetteer;
            this.row = row;
            this.countryCode = gazetteer.countryCode(row);
            String admin1 = gazetteer.admin1Code(row);
            String admin2 = gazetteer.admin2Code(row);
            this.admin1Key = countryCode == null || admin1 == null ? null : countryCode + "." + admin1;
            this.admin2Key = admin1Key == null || admin2 == null ? null : admin1Key + "." + admin2;
        }
    }

    /** A country's or a division's box, as GeoNames' bbox: east, south, north, west. */
    private void writeBox(JsonGenerator json, Row row) {
        Envelope box = AreaOutlines.boxOf(views, row.gazetteer.featureCode(row.row), row.countryCode, row.admin1Key,
                row.admin2Key);
        if (box != null) {
            json.writeStartObject("bbox").write("east", box.getMaxX()).write("south", box.getMinY())
                    .write("north", box.getMaxY()).write("west", box.getMinX()).writeEnd();
        }
    }

    /** The feature's names by language the alternate-names dataset holds, GeoNames' {name, lang}. */
    private void writeAlternateNames(JsonGenerator json, long geonameId) {
        List<LocalNameView.LanguageName> names = views.localNameView().languageNamesOf(geonameId);
        if (names.isEmpty()) {
            return;
        }
        json.writeStartArray("alternateNames");
        for (LocalNameView.LanguageName name : names) {
            json.writeStartObject().write("name", name.name()).write("lang", name.language()).writeEnd();
        }
        json.writeEnd();
    }

    /** The country's own feature: countryInfo's geonameid. */
    private Long countryId(String countryCode) {
        return views.countryInfo().of(countryCode).map(CountryInfoView.CountryInfo::geonameId).orElse(null);
    }

    private static void writeId(JsonGenerator json, String member, AdminNameView names, String key) {
        OptionalLong id = key == null ? OptionalLong.empty() : names.geonameIdOf(key);
        if (id.isPresent()) {
            json.write(member, String.valueOf(id.getAsLong()));
        }
    }

    private static String adminName(AdminNameView names, String key) {
        return key == null ? "" : names.nameOf(key).orElse("");
    }

    static String featureCodeName(FeatureCodes codes, String featureCode) {
        return featureCode == null ? "" : codes.of(featureCode).map(FeatureCodes.FeatureCode::name).orElse("");
    }

    /** GeoNames' timezone object: gmtOffset (1 January) and dstOffset (1 July), in hours, and the zone. */
    static void writeTimezone(JsonGenerator json, String zone) {
        if (zone == null) {
            return;
        }
        ZoneRules rules;
        try {
            rules = ZoneId.of(zone).getRules();
        } catch (DateTimeException e) {
            return;
        }
        int year = LocalDate.now(ZoneOffset.UTC).getYear();
        json.writeStartObject("timezone");
        writeHours(json, "gmtOffset", offsetOn(rules, year, Month.JANUARY));
        json.write("timeZoneId", zone);
        writeHours(json, "dstOffset", offsetOn(rules, year, Month.JULY));
        json.writeEnd();
    }

    /**
     * The zone's offset at the start (UTC) of the first of the month: GeoNames' gmtOffset (January), dstOffset
     * (July).
     */
    static ZoneOffset offsetOn(ZoneRules rules, int year, Month month) {
        return rules.getOffset(LocalDate.of(year, month, 1).atStartOfDay().toInstant(ZoneOffset.UTC));
    }

    /** An offset in hours: an int where whole (GeoNames' 1), else a fraction (5.5). */
    static void writeHours(JsonGenerator json, String member, ZoneOffset offset) {
        int seconds = offset.getTotalSeconds();
        if (seconds % 3600 == 0) {
            json.write(member, seconds / 3600);
        } else {
            json.write(member, BigDecimal.valueOf(seconds).divide(BigDecimal.valueOf(3600),
                    MathContext.DECIMAL64).stripTrailingZeros());
        }
    }

    /** A coordinate as GeoNames writes it in toponym rows: a string of the number, never in exponent form. */
    static String coordinate(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    /** GeoNames writes "" where a text is unknown, never null. */
    static String orEmpty(String value) {
        return value == null ? "" : value;
    }
}
