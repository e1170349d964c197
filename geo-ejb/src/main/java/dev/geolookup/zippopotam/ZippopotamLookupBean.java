package dev.geolookup.zippopotam;

import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.api.zippopotam.ZippopotamLookup;
import dev.geolookup.country.CountryInfoView;
import dev.geolookup.country.CountryInfoViewHolder;
import dev.geolookup.postal.PostalCodeView;
import dev.geolookup.postal.PostalCodeView.AdminField;
import dev.geolookup.postal.PostalCodeViewHolder;
import dev.geolookup.postal.PostalFormatView;
import dev.geolookup.spatial.NearestNeighbourIndex.Neighbours;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.json.stream.JsonGenerator;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Zippopotam.us' three answers from the postal read model: a code's places (2025 member order), a place's codes in a
 * state (by its abbreviation, the postal file's admin code 1, or its name), and the codes nearest a code (a shape of
 * ours: Zippopotam.us documents the path, no recording shows its body; docs/API.md).
 */
@Stateless
@Local(ZippopotamLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class ZippopotamLookupBean implements ZippopotamLookup {

    /** The longest code or name looked up: longer cannot be one. */
    private static final int MAX_TEXT = 100;
    private static final int NEARBY = 10;
    private static final double NEARBY_KM = 30;

    @Inject
    private PostalCodeViewHolder postalCodes;
    @Inject
    private CountryInfoViewHolder countryInfo;

    @Override
    public Optional<JsonBody> byPostalCode(String country, String postalCode) {
        PostalCodeView postal = postalCodes.current();
        String code = countryCode(country, postal);
        int[] rows = rowsOfCode(postal, code, postalCode);
        if (rows.length == 0) {
            return Optional.empty();
        }
        return Optional.of(body(json -> {
            json.write("country", countryName(code));
            json.write("country abbreviation", code);
            json.write("post code", postal.postalCode(rows[0]));
            json.writeStartArray("places");
            for (int row : rows) {
                json.writeStartObject();
                json.write("place name", text(postal.placeName(row)));
                writeCoordinate(json, "longitude", postal, row, false);
                writeCoordinate(json, "latitude", postal, row, true);
                json.write("state", text(postal.admin(AdminField.ADMIN_NAME1, row)));
                json.write("state abbreviation", text(postal.admin(AdminField.ADMIN_CODE1, row)));
                json.writeEnd();
            }
            json.writeEnd();
        }));
    }

    @Override
    public Optional<JsonBody> byPlace(String country, String state, String place) {
        PostalCodeView postal = postalCodes.current();
        String code = countryCode(country, postal);
        if (code == null || !fits(state) || !fits(place)) {
            return Optional.empty();
        }
        String foldedState = TextFolding.fold(state);
        int[] rows = Arrays.stream(postal.rowsNamed(TextFolding.fold(place), code))
                .filter(row -> foldedState.equals(TextFolding.fold(text(postal.admin(AdminField.ADMIN_CODE1, row))))
                        || foldedState.equals(TextFolding.fold(text(postal.admin(AdminField.ADMIN_NAME1, row)))))
                .toArray();
        if (rows.length == 0) {
            return Optional.empty();
        }
        return Optional.of(body(json -> {
            json.write("country abbreviation", code);
            json.writeStartArray("places");
            for (int row : rows) {
                json.writeStartObject();
                json.write("place name", text(postal.placeName(row)));
                writeCoordinate(json, "longitude", postal, row, false);
                json.write("post code", postal.postalCode(row));
                writeCoordinate(json, "latitude", postal, row, true);
                json.writeEnd();
            }
            json.writeEnd();
            json.write("country", countryName(code));
            json.write("place name", text(postal.placeName(rows[0])));
            json.write("state", text(postal.admin(AdminField.ADMIN_NAME1, rows[0])));
            json.write("state abbreviation", text(postal.admin(AdminField.ADMIN_CODE1, rows[0])));
        }));
    }

    @Override
    public Optional<JsonBody> nearby(String country, String postalCode) {
        PostalCodeView postal = postalCodes.current();
        String code = countryCode(country, postal);
        int[] rows = rowsOfCode(postal, code, postalCode);
        int located = Arrays.stream(rows).filter(postal::hasCoordinates).findFirst().orElse(-1);
        if (located < 0) {
            return Optional.empty();
        }
        Neighbours found = postal.nearest(postal.latitude(located), postal.longitude(located), NEARBY + rows.length,
                NEARBY_KM, code);
        return Optional.of(body(json -> {
            json.write("country", countryName(code));
            json.write("country abbreviation", code);
            json.write("post code", postal.postalCode(located));
            writeCoordinate(json, "near latitude", postal, located, true);
            writeCoordinate(json, "near longitude", postal, located, false);
            json.writeStartArray("nearby");
            int written = 0;
            for (int i = 0; i < found.size() && written < NEARBY; i++) {
                int row = found.points()[i];
                if (postal.postalCode(row).equals(postal.postalCode(located))) {
                    continue;
                }
                json.writeStartObject();
                json.write("place name", text(postal.placeName(row)));
                json.write("post code", postal.postalCode(row));
                json.write("distance", BigDecimal.valueOf(found.distancesKm()[i]).setScale(2,
                        RoundingMode.HALF_UP).toPlainString());
                writeCoordinate(json, "latitude", postal, row, true);
                writeCoordinate(json, "longitude", postal, row, false);
                json.write("state", text(postal.admin(AdminField.ADMIN_NAME1, row)));
                json.write("state abbreviation", text(postal.admin(AdminField.ADMIN_CODE1, row)));
                json.writeEnd();
                written++;
            }
            json.writeEnd();
        }));
    }

    @Override
    public long dataVersion() {
        return postalCodes.current().version();
    }

    /** The entries of a code in the country (null: none), for a code that fits the bound. */
    private static int[] rowsOfCode(PostalCodeView postal, String countryCode, String postalCode) {
        return countryCode == null || !fits(postalCode) ? new int[0]
                : postal.rowsOf(PostalFormatView.keyOf(postalCode), countryCode);
    }

    /** The country's code, any case, where the postal codes hold the country; else null (a 404). */
    private static String countryCode(String country, PostalCodeView postal) {
        if (country == null || !country.matches("[A-Za-z]{2}")) {
            return null;
        }
        String code = country.toUpperCase(Locale.ROOT);
        return postal.hasCountry(code) ? code : null;
    }

    private String countryName(String code) {
        return countryInfo.current().of(code).map(CountryInfoView.CountryInfo::name).orElse(code);
    }

    private static boolean fits(String text) {
        return text != null && !text.isBlank() && text.length() <= MAX_TEXT;
    }

    private static JsonBody body(Consumer<JsonGenerator> members) {
        byte[] compact = GeneratedJson.bytes(512, json -> {
            json.writeStartObject();
            members.accept(json);
            json.writeEnd();
        });
        return JsonBody.perRequest(PythonStyleJson.of(new String(compact, StandardCharsets.UTF_8))
                .getBytes(StandardCharsets.UTF_8));
    }

    /** The file's coordinate as text ("34.0901"), "" where the entry has none. */
    private static void writeCoordinate(JsonGenerator json, String member, PostalCodeView postal, int row,
                                        boolean latitude) {
        json.write(member, !postal.hasCoordinates(row) ? "" : BigDecimal.valueOf(latitude ? postal.latitude(row)
                : postal.longitude(row)).stripTrailingZeros().toPlainString());
    }

    private static String text(String value) {
        return value == null ? "" : value;
    }
}
