package dev.geolookup.api;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class JsonBodyTest {

    @Test
    void arrayJoinsElementsAndItsTagFollowsTheirContent() {
        JsonBody a = JsonBody.of("{\"a\":1}");
        JsonBody b = JsonBody.of("{\"b\":2}");
        JsonBody ab = JsonBody.arrayOf(List.of(a, b));
        assertThat(ab.text()).isEqualTo("[{\"a\":1},{\"b\":2}]");
        assertThat(ab.entityTag()).isEqualTo(JsonBody.arrayOf(List.of(JsonBody.of("{\"a\":1}"), b)).entityTag());
        assertThat(ab.entityTag()).isNotEqualTo(JsonBody.arrayOf(List.of(b, a)).entityTag());
        assertThat(ab.entityTag()).isNotEqualTo(JsonBody.arrayOf(List.of(a)).entityTag());
        assertThat(JsonBody.arrayOf(List.of()).text()).isEqualTo("[]");
    }

    @Test
    void tagsAreQuotedAndDifferForDifferentBytes() {
        assertThat(JsonBody.of("1").entityTag()).matches("\"[0-9a-f]{32}\"");
        assertThat(JsonBody.of("1").entityTag()).isNotEqualTo(JsonBody.of("2").entityTag());
    }
}
