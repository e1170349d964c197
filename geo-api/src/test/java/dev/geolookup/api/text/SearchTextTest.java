package dev.geolookup.api.text;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.request.QueryParameters;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The longest search text: counted in code points, refused with the parameter's name, the same in every query. */
class SearchTextTest {

    @Test
    void theBoundIsInCodePointsNotInCharsOfUtf16() {
        String atBound = "a".repeat(SearchText.MAX_LENGTH);
        assertThat(SearchText.tooLong(atBound)).isFalse();
        assertThat(SearchText.tooLong(atBound + "a")).isTrue();
        // A letter outside the basic plane is two chars: the bound of them is twice as many chars.
        String gothic = "\uD800\uDF30".repeat(SearchText.MAX_LENGTH);
        assertThat(gothic.length()).isEqualTo(2 * SearchText.MAX_LENGTH);
        assertThat(SearchText.tooLong(gothic)).isFalse();
        assertThat(SearchText.tooLong(gothic + "a")).isTrue();
        assertThat(SearchText.tooLong(null)).isFalse();
    }

    @Test
    void aTooLongQueryIsRefusedNamingTheParameter() {
        String name = "x".repeat(100_000);
        assertThatThrownBy(() -> PlaceQuery.parse(QueryParameters.named("q", name, "fuzzy", "true")))
                .isInstanceOf(InvalidRequestException.class)
                .hasMessage("q must be at most " + SearchText.MAX_LENGTH + " characters long");
        assertThat(PlaceQuery.parse(QueryParameters.named("q", "y".repeat(SearchText.MAX_LENGTH))).text())
                .hasSize(SearchText.MAX_LENGTH);
    }

    @Test
    void theLongestNameOfTheGazetteerFits() {
        // Bangkok's ceremonial name, the longest name of GeoNames' cities500 (193 code points).
        String bangkok = "Krung Thep Maha Nakhon Amon Rattanakosin Mahintarayutthaya Maha Dilok Phop Noppharat "
                + "Ratchathani Buri Rom Udom Ratchaniwet Maha Sathan Amon Phiman Awatan Sathit Sakka Thattiya "
                + "Witsanukam Prasit";
        assertThat(bangkok.codePointCount(0, bangkok.length())).isEqualTo(193);
        assertThat(SearchText.bounded("q", bangkok)).isSameAs(bangkok);
    }
}
