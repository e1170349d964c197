package dev.geolookup.geocode;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geocode.GeocodeMatch;
import dev.geolookup.api.geocode.GeocodeRow;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.text.Language;
import dev.geolookup.api.text.SearchText;
import dev.geolookup.country.CountryView;
import dev.geolookup.place.GazetteerQueries;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNames;
import dev.geolookup.search.score.MatchKind;
import dev.geolookup.search.score.ScoreParts;
import dev.geolookup.place.PlaceMatches;
import dev.geolookup.place.PlaceQualifier;
import dev.geolookup.place.QualifierDictionary;
import dev.geolookup.search.score.Typos;
import dev.geolookup.spatial.GreatCircle;

import java.util.List;

/**
 * Geocodes one row at a time against one gazetteer: the row becomes a name search by relevance (its country and
 * first-level division as filters, its point as the focus; typo-tolerant where no name equals the row's), and the
 * first candidate is the answer, judged by {@link MatchConfidence}. A row that cannot be read is answered with an
 * error, never thrown.
 */
final class RowGeocoder {

    /** Candidates read per row: the first, and enough after it to find a runner-up elsewhere. */
    static final int CANDIDATES = 8;

    private final GazetteerQueries gazetteer;
    private final CountryView countries;
    private final LocalNames local;
    private final Language language;
    private final QualifierDictionary qualifiers;

    RowGeocoder(GazetteerQueries gazetteer, CountryView countries, LocalNames local, Language language,
                QualifierDictionary qualifiers) {
        this.gazetteer = gazetteer;
        this.countries = countries;
        this.local = local;
        this.language = language;
        this.qualifiers = qualifiers;
    }

    GeocodeMatch geocode(GeocodeRow row) {
        if (row.name() == null || row.name().isBlank()) {
            return GeocodeMatch.error("line " + row.line() + ": the name is empty");
        }
        String tooLong = SearchText.tooLong(row.name()) ? "the name" : SearchText.tooLong(row.country()) ? "the country"
                : SearchText.tooLong(row.admin1()) ? "admin1" : null;
        if (tooLong != null) {
            return GeocodeMatch.error("line " + row.line() + ": " + SearchText.tooLongReason(tooLong));
        }
        String country = null;
        if (row.country() != null && !row.country().isBlank()) {
            country = countries.alpha2Named(row.country())
                    .or(() -> qualifiers.only(PlaceQualifier.Level.COUNTRY, null, row.country())
                            .map(PlaceQualifier::countryCode))
                    .orElse(null);
            if (country == null) {
                return GeocodeMatch.error("line " + row.line() + ": unknown country '" + row.country().trim() + "'");
            }
        }
        String countryCode = country;
        PlaceMatches found;
        try {
            PlaceQuery query = PlaceQuery.parse(name -> switch (name) {
                case "q" -> row.name();
                case "country" -> countryCode;
                case "admin1" -> row.admin1() == null || row.admin1().isBlank() ? null : row.admin1();
                case "lat" -> row.lat();
                case "lng" -> row.lng();
                case "limit" -> Integer.toString(CANDIDATES);
                case "explain" -> "true";
                default -> null;
            });
            // A name found as written is taken as written: a typo is sought only where none is, and one edit
            // away (a list's row has one typo at most), which costs a fraction of the search for two.
            found = gazetteer.find(query, Typos.NONE, language);
            if (found.rows().length == 0 || found.explanations()[0].match() != MatchKind.EQUAL) {
                found = gazetteer.find(query, Typos.ONE, language);
            }
        } catch (InvalidRequestException e) {
            return GeocodeMatch.error("line " + row.line() + ": " + e.getMessage());
        }
        if (found.rows().length == 0) {
            return GeocodeMatch.none("no place is named '" + row.name().trim() + "'"
                    + within(countryCode, row.admin1()));
        }
        List<String> unmatched = found.unmatchedQualifiers().get(0);
        if (!unmatched.isEmpty()) {
            // A list's row is one place: one outside what the row names is no answer, only a hint in the reason.
            GazetteerView view = gazetteer.gazetteer();
            int first = found.rows()[0];
            return GeocodeMatch.none("nothing named '" + row.name().split(",", 2)[0].trim() + "' lies in "
                    + String.join(", ", unmatched) + "; the best without it is " + view.name(first) + ", "
                    + view.countryCode(first) + " (geonameId " + view.geonameId(first) + ")");
        }
        return matchOf(found);
    }

    private static String within(String countryCode, String admin1) {
        return admin1 != null && !admin1.isBlank() ? " in " + admin1.trim() + (countryCode == null ? "" : ", "
                + countryCode) : countryCode != null ? " in " + countryCode : "";
    }

    private GeocodeMatch matchOf(PlaceMatches found) {
        GazetteerView view = gazetteer.gazetteer();
        int first = found.rows()[0];
        ScoreParts best = found.explanations()[0];
        double gap = Double.POSITIVE_INFINITY;
        for (int i = 1; i < found.rows().length; i++) {
            int other = found.rows()[i];
            if (MatchConfidence.isRival(best, found.explanations()[i])
                    && GreatCircle.distanceKm(view.latitude(first), view.longitude(first), view.latitude(other),
                    view.longitude(other)) > MatchConfidence.SAME_PLACE_KM) {
                gap = best.total() - found.explanations()[i].total();
                break;
            }
        }
        int geonameId = view.geonameId(first);
        String localName = local.nameOf(geonameId);
        return new GeocodeMatch(geonameId, localName != null ? localName : view.name(first), view.countryCode(first),
                view.admin1Code(first), view.latitude(first), view.longitude(first), view.population(first),
                view.timezone(first), best.matchedName(), MatchConfidence.confidence(best, gap),
                MatchConfidence.outcome(best, gap), null);
    }
}
