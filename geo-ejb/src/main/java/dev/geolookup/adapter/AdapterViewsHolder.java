package dev.geolookup.adapter;

import dev.geolookup.api.place.FeatureCodes;
import dev.geolookup.api.text.Language;
import dev.geolookup.place.LocalNameView;
import dev.geolookup.place.GazetteerQueries;
import dev.geolookup.place.GazetteerQueriesSource;
import dev.geolookup.served.ServedViews;
import dev.geolookup.served.ServedViewsHolder;
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
    private ServedViewsHolder served;
    @Inject
    private GazetteerQueriesSource gazetteers;

    /** The views being served now, for a reader of this language. */
    public AdapterViews current(Language language) {
        ServedViews views = served.current();
        LocalNameView names = views.localNames();
        // The gazetteers with their queries, which are built for one edition of the names.
        GazetteerQueries placeQueries = gazetteers.places(names);
        GazetteerQueries cityQueries = gazetteers.cities(names);
        return new AdapterViews(placeQueries.gazetteer(), cityQueries.gazetteer(), views.admin1Names(),
                views.admin2Names(), views.countries(), views.countryInfo(), views.admin1Outlines(),
                views.countryBoundaries(), views.timezoneBoundaries(), views.postalCodes(), names, FEATURE_CODES,
                placeQueries, cityQueries, language);
    }
}
