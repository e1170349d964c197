package dev.geolookup.adapter.zippopotam;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.zippopotam.ZippopotamLookup;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.country.CountryInfoView;
import dev.geolookup.country.CountryInfoViewHolder;
import dev.geolookup.postal.PostalCodeView;
import dev.geolookup.postal.PostalCodeView.AdminField;
import dev.geolookup.postal.PostalCodeViewHolder;
import dev.geolookup.spatial.NearestNeighbourIndex.Neighbours;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;

import java.util.Arrays;
import java.util.Optional;

/**
 * Zippopotam.us' three answers from the postal read model: a code's places, a place's codes in a state (by its
 * abbreviation, the postal file's admin code 1, or its name), and the codes nearest a code (a shape of ours:
 * Zippopotam.us documents the path, no recording shows its body; docs/API.md). ZippopotamJson writes them.
 */
@Stateless
@Local(ZippopotamLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class ZippopotamLookupBean implements ZippopotamLookup {

    private static final int NEARBY = 10;
    private static final double NEARBY_KM = 30;

    @Inject
    private PostalCodeViewHolder postalCodes;
    @Inject
    private CountryInfoViewHolder countryInfo;

    @Override
    public Optional<JsonBody> byPostalCode(String country, String postalCode) {
        PostalCodeView postal = postalCodes.current();
        String code = ZippopotamRows.countryCode(country, postal);
        int[] rows = ZippopotamRows.ofCode(postal, code, postalCode);
        return rows.length == 0 ? Optional.empty()
                : Optional.of(ZippopotamJson.placesOfCode(postal, code, countryName(code), rows));
    }

    @Override
    public Optional<JsonBody> byPlace(String country, String state, String place) {
        PostalCodeView postal = postalCodes.current();
        String code = ZippopotamRows.countryCode(country, postal);
        if (code == null || !ZippopotamRows.fits(state) || !ZippopotamRows.fits(place)) {
            return Optional.empty();
        }
        String foldedState = TextFolding.fold(state);
        int[] rows = Arrays.stream(postal.rowsNamed(TextFolding.fold(place), code))
                .filter(row -> foldedState.equals(folded(postal.admin(AdminField.ADMIN_CODE1, row)))
                        || foldedState.equals(folded(postal.admin(AdminField.ADMIN_NAME1, row))))
                .toArray();
        return rows.length == 0 ? Optional.empty()
                : Optional.of(ZippopotamJson.codesOfPlace(postal, code, countryName(code), rows));
    }

    @Override
    public Optional<JsonBody> nearby(String country, String postalCode) {
        PostalCodeView postal = postalCodes.current();
        String code = ZippopotamRows.countryCode(country, postal);
        int[] rows = ZippopotamRows.ofCode(postal, code, postalCode);
        int located = Arrays.stream(rows).filter(postal::hasCoordinates).findFirst().orElse(-1);
        if (located < 0) {
            return Optional.empty();
        }
        Neighbours found = postal.nearest(postal.latitude(located), postal.longitude(located), NEARBY + rows.length,
                NEARBY_KM, code);
        return Optional.of(ZippopotamJson.codesNear(postal, code, countryName(code), located, found, NEARBY));
    }

    @Override
    public long dataVersion() {
        return postalCodes.current().version();
    }

    private String countryName(String code) {
        return countryInfo.current().of(code).map(CountryInfoView.CountryInfo::name).orElse(code);
    }

    private static String folded(String value) {
        return TextFolding.fold(ZippopotamJson.text(value));
    }
}
