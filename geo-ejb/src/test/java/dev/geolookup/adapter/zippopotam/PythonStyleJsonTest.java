package dev.geolookup.adapter.zippopotam;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PythonStyleJsonTest {

    @Test
    void spacesSeparatorsAsJsonDumpsDoesButNotInsideStrings() {
        assertThat(PythonStyleJson.of("{\"post code\":\"90210\",\"places\":[{\"a\":\"x, y: z\"},{}]}"))
                .isEqualTo("{\"post code\": \"90210\", \"places\": [{\"a\": \"x, y: z\"}, {}]}");
    }

    @Test
    void escapesEveryCharacterBeyondAsciiAndKeepsEscapedQuotes() {
        assertThat(PythonStyleJson.of("{\"place name\":\"M\u00fcnchen \\\"Mitte\\\",1\"}"))
                .isEqualTo("{\"place name\": \"M\\u00fcnchen \\\"Mitte\\\",1\"}");
        assertThat(PythonStyleJson.of("[\"\u6771\u4eac\"]")).isEqualTo("[\"\\u6771\\u4eac\"]");
    }
}
