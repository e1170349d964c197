package dev.geolookup.postal;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class PostalFormatViewTest {

    @Test
    void keepsTheFormatsJavaCanReadAndMatchesFullCodesCaseInsensitively() {
        PostalFormatView view = PostalFormatView.of(3, List.of(
                new PostalFormat("DE", "#####", "^(\\d{5})$"),
                new PostalFormat("GB", "@# #@@|@## #@@", "^([A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2})$"),
                new PostalFormat("AQ", null, null),
                new PostalFormat("XX", "?", "([unclosed")));
        assertThat(view.version()).isEqualTo(3);
        assertThat(view.size()).as("no regex, or one Java cannot read, is no format").isEqualTo(2);
        assertThat(view.of("DE").orElseThrow().accepts(" 10115 ")).isTrue();
        assertThat(view.of("DE").orElseThrow().accepts("1011")).isFalse();
        assertThat(view.of("GB").orElseThrow().accepts("sw1a 1aa")).isTrue();
        assertThat(view.of("GB").orElseThrow().notation()).isEqualTo("@# #@@|@## #@@");
        assertThat(view.of("AQ")).isEmpty();
        assertThat(view.of("XX")).isEmpty();
    }

    @Test
    void theLookupKeyIgnoresCaseAndSpaces() {
        assertThat(PostalFormatView.keyOf(" sw1a  1aa ")).isEqualTo("SW1A1AA");
    }

    @Test
    void aFullCodeOfACountryWithOnlyLeadingPartsFindsItsLeadingPart() {
        assertThat(PostalFormatView.leadingPartKey("GB", "SW1A1AA")).contains("SW1A");
        assertThat(PostalFormatView.leadingPartKey("CA", "K1A0B1")).contains("K1A");
        assertThat(PostalFormatView.leadingPartKey("NL", "1012AB")).contains("1012");
        assertThat(PostalFormatView.leadingPartKey("NL", "1012")).as("already the leading part").isEmpty();
        assertThat(PostalFormatView.leadingPartKey("DE", "10115")).isEmpty();
    }
}
