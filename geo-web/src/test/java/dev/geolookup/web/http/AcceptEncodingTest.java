package dev.geolookup.web.http;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class AcceptEncodingTest {

    @Test
    void gzipIsSentOnlyToAClientThatTakesIt() {
        assertThat(AcceptEncoding.allowsGzip("gzip, deflate, br")).isTrue();
        assertThat(AcceptEncoding.allowsGzip("br;q=1.0, GZIP;q=0.5")).isTrue();
        assertThat(AcceptEncoding.allowsGzip("*")).isTrue();
        assertThat(AcceptEncoding.allowsGzip("x-gzip")).isTrue();
        assertThat(AcceptEncoding.allowsGzip(null)).isFalse();
        assertThat(AcceptEncoding.allowsGzip("")).isFalse();
        assertThat(AcceptEncoding.allowsGzip("identity")).isFalse();
        assertThat(AcceptEncoding.allowsGzip("gzip;q=0")).isFalse();
        assertThat(AcceptEncoding.allowsGzip("gzip; q=0.000, br")).isFalse();
        assertThat(AcceptEncoding.allowsGzip("x-gzip2")).isFalse();
        assertThat(AcceptEncoding.allowsGzip("gzip;q=nonsense")).isFalse();
    }

    @Test
    void gzipListedDecidesOverTheWildcard() {
        assertThat(AcceptEncoding.allowsGzip("*;q=0, gzip")).isTrue();
        assertThat(AcceptEncoding.allowsGzip("gzip;q=0, *")).isFalse();
        assertThat(AcceptEncoding.allowsGzip("br, *;q=0")).isFalse();
        assertThat(AcceptEncoding.allowsGzip("br, *;q=0.1")).isTrue();
    }
}
