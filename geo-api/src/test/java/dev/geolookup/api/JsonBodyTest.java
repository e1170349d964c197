package dev.geolookup.api;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

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

    @Test
    void aPreparedAnswerIsPackedTighterThanOneBuiltPerRequestAndBothUnpackToTheSameBytes() throws IOException {
        byte[] json = searchLikeAnswer();
        JsonBody prepared = JsonBody.of(json);
        JsonBody perRequest = JsonBody.perRequest(json);

        assertThat(gunzip(prepared.gzip())).isEqualTo(json);
        assertThat(gunzip(perRequest.gzip())).isEqualTo(json);
        assertThat(prepared.gzip().length).isLessThan(perRequest.gzip().length);
        assertThat(prepared.gzip()).isSameAs(prepared.gzip());
    }

    @Test
    void anArrayJoiningAnAnswerBuiltPerRequestIsCompressedAsOne() throws IOException {
        byte[] json = searchLikeAnswer();
        JsonBody preparedOnly = JsonBody.arrayOf(List.of(JsonBody.of(json), JsonBody.of(json)));
        JsonBody mixed = JsonBody.arrayOf(List.of(JsonBody.of(json), JsonBody.perRequest(json)));

        assertThat(mixed.utf8()).isEqualTo(preparedOnly.utf8());
        assertThat(gunzip(mixed.gzip())).isEqualTo(mixed.utf8());
        assertThat(mixed.gzip()).isEqualTo(JsonBody.perRequest(mixed.utf8()).gzip());
        assertThat(preparedOnly.gzip()).isEqualTo(JsonBody.of(preparedOnly.utf8()).gzip());
    }

    /** Records alike in shape and different in values, as a search answers: what the levels differ on. */
    private static byte[] searchLikeAnswer() {
        StringBuilder json = new StringBuilder("[");
        for (int i = 0; i < 300; i++) {
            json.append(i == 0 ? "" : ",").append("{\"id\":").append(1_000_003L * i % 9_999_991)
                    .append(",\"name\":\"San ").append(Integer.toString(i * 7919, 36))
                    .append("\",\"lat\":").append((i * 37 % 180) - 90 + i / 1000.0)
                    .append(",\"population\":").append(i * 104_729 % 1_000_000).append('}');
        }
        return json.append(']').toString().getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] gunzip(byte[] compressed) throws IOException {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(compressed))) {
            return in.readAllBytes();
        }
    }
}
