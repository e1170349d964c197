package dev.geolookup.api;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
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
    void arrayTagFollowsTheElementsGivenNotTheListLater() {
        List<JsonBody> elements = new ArrayList<>(List.of(JsonBody.of("1"), JsonBody.of("2")));
        JsonBody array = JsonBody.arrayOf(elements);
        elements.set(1, JsonBody.of("3"));

        assertThat(array.text()).isEqualTo("[1,2]");
        JsonBody same = JsonBody.arrayOf(List.of(JsonBody.of("1"), JsonBody.of("2")));
        assertThat(array.entityTag()).isEqualTo(same.entityTag());
    }

    @Test
    void tagsAreQuotedAndDifferForDifferentBytes() {
        assertThat(JsonBody.of("1").entityTag()).matches("\"[0-9a-f]{32}\"");
        assertThat(JsonBody.of("1").entityTag()).isNotEqualTo(JsonBody.of("2").entityTag());
    }
}
