package dev.geolookup.web.ui;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class WebPageResourceTest {

    @Test
    void gzipIsSentOnlyToAClientThatTakesIt() {
        assertThat(WebPageResource.acceptsGzip("gzip, deflate, br")).isTrue();
        assertThat(WebPageResource.acceptsGzip("br;q=1.0, GZIP;q=0.5")).isTrue();
        assertThat(WebPageResource.acceptsGzip("*")).isTrue();
        assertThat(WebPageResource.acceptsGzip(null)).isFalse();
        assertThat(WebPageResource.acceptsGzip("identity")).isFalse();
        assertThat(WebPageResource.acceptsGzip("gzip;q=0")).isFalse();
        assertThat(WebPageResource.acceptsGzip("gzip; q=0.000, br")).isFalse();
        assertThat(WebPageResource.acceptsGzip("x-gzip2")).isFalse();
    }
}
