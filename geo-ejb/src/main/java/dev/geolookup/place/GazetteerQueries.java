package dev.geolookup.place;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.text.Language;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.country.CountryViewHolder;

/**
 * The answers to search, by-id and near queries over a gazetteer, shared by the place and the city services;
 * only the record shape differs between them.
 */
public final class GazetteerQueries {

    private final GazetteerView gazetteer;
    private final FeatureJson shape;
    private final CountryViewHolder countries;
    private final LocalNameView localNames;

    public GazetteerQueries(GazetteerView gazetteer, FeatureJson shape, CountryViewHolder countries,
                            LocalNameView localNames) {
        this.gazetteer = gazetteer;
        this.shape = shape;
        this.countries = countries;
        this.localNames = localNames;
    }

    public JsonBody search(PlaceQuery query, Language language) {
        String folded = query.text() == null ? "" : TextFolding.fold(query.text());
        if (query.text() != null && !query.text().isBlank() && folded.isEmpty()) {
            throw new InvalidRequestException("q must contain at least one letter or digit");
        }
        int[] rows = gazetteer.search(folded, countryNumber(query.countryCode()), featureClass(query.featureClass()),
                query.limit(), query.order(), query.fuzzy());
        String[] matchedNames = new String[rows.length];
        for (int i = 0; i < rows.length; i++) {
            matchedNames[i] = gazetteer.matchedName(rows[i], folded);
        }
        return shape.list(gazetteer, rows, localNames.in(language), matchedNames);
    }

    public JsonBody byId(int geonameId, Language language) {
        return shape.one(gazetteer, gazetteer.requireRow(geonameId), localNames.in(language));
    }

    public JsonBody near(NearQuery query, Language language) {
        double maxKm = query.radiusKm() == null ? Double.POSITIVE_INFINITY : query.radiusKm();
        return shape.near(gazetteer, gazetteer.nearest(query.point().latitude(), query.point().longitude(),
                query.limit(), maxKm, countryNumber(query.countryCode()), featureClass(query.featureClass())),
                localNames.in(language));
    }

    /** A code that no feature carries is still a valid filter when it is a real country: it matches nothing. */
    private int countryNumber(String countryCode) {
        int number = gazetteer.countryNumber(countryCode);
        if (number == GazetteerView.NO_SUCH_COUNTRY && !countries.isCountryCode(countryCode)) {
            throw new InvalidRequestException("country " + countryCode + " is not an ISO 3166-1 alpha-2 code");
        }
        return number;
    }

    private static int featureClass(Character featureClass) {
        return featureClass == null ? GazetteerView.ANY : featureClass;
    }
}
