package dev.geolookup.adapter;

import dev.geolookup.api.place.FeatureCodes;
import dev.geolookup.api.text.Language;
import dev.geolookup.boundary.CountryBoundaryViewHolder;
import dev.geolookup.boundary.TimezoneBoundaryViewHolder;
import dev.geolookup.country.CountryInfoViewHolder;
import dev.geolookup.country.CountryViewHolder;
import dev.geolookup.place.AdminNameViews;
import dev.geolookup.place.LocalNameView;
import dev.geolookup.place.LocalNameViewHolder;
import dev.geolookup.place.GazetteerQueries;
import dev.geolookup.place.GazetteerQueriesSource;
import dev.geolookup.postal.PostalCodeViewHolder;
import dev.geolookup.subdivision.Admin1CrosswalkHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/**
 * The read models an answer of a compatible API is written from, handed out as one bundle: a request takes them
 * once, so that a refresh in the middle of it cannot give it two editions of the data.
 */
@ApplicationScoped
public class AdapterViewsHolder {

    private static final FeatureCodes FEATURE_CODES = FeatureCodes.bundled();

    @Inject
    private AdminNameViews adminNames;
    @Inject
    private CountryViewHolder countries;
    @Inject
    private CountryInfoViewHolder countryInfo;
    @Inject
    private Admin1CrosswalkHolder admin1Outlines;
    @Inject
    private CountryBoundaryViewHolder countryBoundaries;
    @Inject
    private TimezoneBoundaryViewHolder timezoneBoundaries;
    @Inject
    private PostalCodeViewHolder postalCodes;
    @Inject
    private LocalNameViewHolder localNames;
    @Inject
    private GazetteerQueriesSource gazetteers;

    /** The views being served now, for a reader of this language. */
    public AdapterViews current(Language language) {
        LocalNameView names = localNames.current();
        GazetteerQueries placeQueries = gazetteers.places(names);
        GazetteerQueries cityQueries = gazetteers.cities(names);
        return new AdapterViews(placeQueries.gazetteer(), cityQueries.gazetteer(), adminNames.admin1(),
                adminNames.admin2(), countries.current(), countryInfo.current(), admin1Outlines.current(),
                countryBoundaries.current(), timezoneBoundaries.current(), postalCodes.current(), names,
                FEATURE_CODES, placeQueries, cityQueries, language);
    }
}
