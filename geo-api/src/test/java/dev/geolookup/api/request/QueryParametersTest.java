package dev.geolookup.api.request;

import dev.geolookup.api.InvalidRequestException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class QueryParametersTest {

    @Test
    void integersWithinBounds() {
        assertThat(QueryParameters.optionalInt("limit", "20", 1, 100)).isEqualTo(20);
        assertThat(QueryParameters.optionalInt("limit", null, 1, 100)).isNull();
        assertThatThrownBy(() -> QueryParameters.optionalInt("limit", "101", 1, 100))
                .hasMessage("limit must be between 1 and 100");
        assertThatThrownBy(() -> QueryParameters.optionalInt("offset", "-1", 0, Integer.MAX_VALUE))
                .hasMessage("offset must be at least 0");
        assertThatThrownBy(() -> QueryParameters.optionalInt("limit", "99999999999999999999", 1, 100))
                .hasMessage("limit must be an integer");
        assertThatThrownBy(() -> QueryParameters.optionalInt("limit", "ten", 1, 100))
                .hasMessage("limit must be an integer");
    }

    @Test
    void numbersMustBeFinite() {
        assertThat(QueryParameters.optionalNumber("min", " 1.5 ")).isEqualTo(1.5);
        assertThatThrownBy(() -> QueryParameters.optionalNumber("min", "NaN")).hasMessage("min must be a finite number");
        assertThatThrownBy(() -> QueryParameters.optionalNumber("min", "1e999")).hasMessage("min must be a finite number");
        assertThatThrownBy(() -> QueryParameters.optionalNumber("min", "abc")).hasMessage("min must be a number");
    }

    @Test
    void rangesMustBeOrdered() {
        QueryParameters.requireOrdered("min", 1L, "max", 1L);
        QueryParameters.requireOrdered("min", null, "max", 1L);
        assertThatThrownBy(() -> QueryParameters.requireOrdered("min", 2.0, "max", 1.0))
                .isInstanceOf(InvalidRequestException.class).hasMessage("min must not be greater than max");
    }

    @Test
    void booleans() {
        assertThat(QueryParameters.optionalBoolean("fullText", "TRUE")).isTrue();
        assertThat(QueryParameters.optionalBoolean("fullText", null)).isFalse();
        assertThatThrownBy(() -> QueryParameters.optionalBoolean("fullText", "1"))
                .hasMessage("fullText must be true or false");
    }
}
