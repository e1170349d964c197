package dev.geolookup.place;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.country.CountryViewHolder;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The country and first-level division a search names by itself ({@code country}, {@code admin1}), in the forms a
 * qualifier takes: an alpha-3 code or a country's name ("DEU", "Germany", "UK") becomes its alpha-2 code; a division's
 * name or the part after the hyphen of its ISO code ("Ontario", "ON" with CA, "New South Wales") its GeoNames code,
 * and its country where none was given and only one country has such a division. Codes pass as they are, to be
 * checked as codes.
 */
final class ExplicitUnits {

    private final GazetteerView gazetteer;
    private final CountryViewHolder countries;
    private final QualifierDictionary qualifiers;

    ExplicitUnits(GazetteerView gazetteer, CountryViewHolder countries, QualifierDictionary qualifiers) {
        this.gazetteer = gazetteer;
        this.countries = countries;
        this.qualifiers = qualifiers;
    }

    PlaceQuery resolved(PlaceQuery query) {
        String country = countryCode(query.countryCode());
        String given = query.admin1Code();
        String admin1 = given == null ? null : given.toUpperCase(Locale.ROOT);
        if (admin1 != null && !isKnownCode(admin1, country)) {
            Optional<PlaceQualifier> division = qualifiers.only(PlaceQualifier.Level.ADMIN1, country, given);
            if (division.isPresent()) {
                return query.withAdmin1(division.get().countryCode(), division.get().admin1Code());
            }
            if (!looksLikeACode(given)) {
                throw new InvalidRequestException("admin1 '" + given + "' names no first-level division"
                        + (country == null ? "" : " of " + country));
            }
        }
        return Objects.equals(country, query.countryCode()) && Objects.equals(admin1, given) ? query
                : query.withAdmin1(country, admin1);
    }

    /** A code is short, or has a digit or a hyphen; a longer word of letters alone is a name ("Atlantis"). */
    private static boolean looksLikeACode(String text) {
        return text.length() <= 3 || text.chars().anyMatch(c -> Character.isDigit(c) || c == '-');
    }

    /** A code the gazetteer's features carry (in the country, where given), or an ISO 3166-2 code. */
    private boolean isKnownCode(String admin1, String country) {
        if (admin1.indexOf('-') > 0) {
            return true;
        }
        List<String> holders = gazetteer.countriesWithAdmin1(gazetteer.admin1Number(admin1));
        return country == null ? !holders.isEmpty() : holders.contains(country);
    }

    private String countryCode(String given) {
        if (given == null || given.length() == 2) {
            return given;
        }
        String alpha3 = given.length() == 3 && countries != null
                ? countries.current().alpha2Of(given).orElse(null) : null;
        if (alpha3 != null) {
            return alpha3;
        }
        return qualifiers.only(PlaceQualifier.Level.COUNTRY, null, given).map(PlaceQualifier::countryCode)
                .orElseThrow(() -> new InvalidRequestException("country '" + given + "' is neither an ISO 3166-1 "
                        + "alpha-2 or alpha-3 code nor a country's name"));
    }
}
