package dev.geolookup.api;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

class GeneratedJsonTest {

    @Test
    void textOutsideAsciiIsEncodedAsUtf8() {
        byte[] bytes = GeneratedJson.bytes(8, json -> json.writeStartObject()
                .write("name", "Ñuñoa")
                .write("native", "東京都")
                .write("flag", "\uD83C\uDDE9\uD83C\uDDEA")
                .writeEnd());

        assertThat(bytes).isEqualTo("{\"name\":\"Ñuñoa\",\"native\":\"東京都\",\"flag\":\"\uD83C\uDDE9\uD83C\uDDEA\"}"
                .getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void bodyLongerThanItsExpectedSizeIsWrittenWhole() {
        String longText = "x".repeat(20_000);
        JsonBody body = GeneratedJson.body(16, json -> json.writeStartArray().write(longText).writeNull().writeEnd());

        assertThat(body.text()).isEqualTo("[\"" + longText + "\",null]");
        assertThat(body.entityTag()).isEqualTo(JsonBody.of(body.utf8()).entityTag());
    }
}
