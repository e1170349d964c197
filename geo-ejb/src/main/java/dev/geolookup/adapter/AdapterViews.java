package dev.geolookup.adapter;

import dev.geolookup.api.place.FeatureCodes;
import dev.geolookup.api.text.Language;
import dev.geolookup.boundary.BoundaryView;
import dev.geolookup.country.CountryInfoView;
import dev.geolookup.country.CountryView;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerQueries;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNameView;
import dev.geolookup.place.LocalNames;
import dev.geolookup.postal.PostalCodeView;
import dev.geolookup.subdivision.Admin1Outlines;

/**
 * The views one answer of a compatible API (GeoNames, Nominatim) is written from, taken together once per request,
 * with the reader's language and its names in it.
 */
public record AdapterViews(GazetteerView places, GazetteerView cities, AdminNameView admin1Names,
                     AdminNameView admin2Names, CountryView countries, CountryInfoView countryInfo,
                     Admin1Outlines admin1Outlines, BoundaryView countryBoundaries, BoundaryView timezoneBoundaries,
                     PostalCodeView postalCodes, LocalNameView localNameView, FeatureCodes featureCodes,
                     GazetteerQueries placeQueries, GazetteerQueries cityQueries, Language language) {

    public LocalNames localNames() {
        return localNameView.in(language);
    }

    /** The GeoNames name of the country, or its record's name in the reader's language where one was asked for. */
    public String countryName(String countryCode) {
        if (countryCode == null) {
            return null;
        }
        if (!language.isNone()) {
            String tag = language.lookupTags().get(language.lookupTags().size() - 1);
            String translated = countries.nameOf(countryCode, tag).orElse(null);
            if (translated != null) {
                return translated;
            }
        }
        return countryInfo.of(countryCode).map(CountryInfoView.CountryInfo::name)
                .or(() -> countries.nameOf(countryCode, null)).orElse(null);
    }
}
