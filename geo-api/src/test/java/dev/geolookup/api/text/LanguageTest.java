package dev.geolookup.api.text;

import dev.geolookup.api.InvalidRequestException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LanguageTest {

    @Test
    void aLanguageAloneOrWithARegion() {
        assertThat(Language.parse("de").lookupTags()).containsExactly("de");
        assertThat(Language.parse("PT_br").lookupTags()).containsExactly("pt-BR", "pt");
        assertThat(Language.parse(" zh-tw ").tag()).isEqualTo("zh-TW");
        assertThat(Language.parse(null).isNone()).isTrue();
        assertThat(Language.parse("").lookupTags()).isEmpty();
    }

    @Test
    void anythingElseIsRefusedWithAReason() {
        for (String malformed : new String[] {"deu", "d", "de-", "de-BRA", "12", "de-DE-x", "pt BR", "x🙂"}) {
            assertThatThrownBy(() -> Language.parse(malformed)).as(malformed)
                    .isInstanceOf(InvalidRequestException.class)
                    .hasMessage("lang must be an ISO 639-1 language code, optionally with a region (e.g. de, pt-BR)");
        }
    }

    @Test
    void storedTagsAreCanonicalAndPseudoLanguagesAreNotLanguages() {
        assertThat(Language.canonicalTag("pt_BR")).isEqualTo("pt-BR");
        assertThat(Language.canonicalTag("zh-hant")).isEqualTo("zh-Hant");
        assertThat(Language.canonicalTag("sr-Latn")).isEqualTo("sr-Latn");
        assertThat(Language.canonicalTag("fil")).isEqualTo("fil");
        for (String pseudo : new String[] {"post", "iata", "icao", "link", "wkdt", "unlc", "abbr", "fr_1793", "", null}) {
            assertThat(Language.canonicalTag(pseudo)).as(pseudo).isNull();
        }
    }
}
