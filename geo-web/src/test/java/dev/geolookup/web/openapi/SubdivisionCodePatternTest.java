package dev.geolookup.web.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.geolookup.api.subdivision.SubdivisionCode;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The ISO 3166-2 grammar is declared once ({@link SubdivisionCode#ISO_REGEX}); every pattern of the OpenAPI document
 * that takes a subdivision code is one made from it, so the document cannot drift from what the service parses.
 */
class SubdivisionCodePatternTest {

    private static final Path CONTRACT = Path.of("src/main/resources/META-INF/openapi.yaml");
    /** A pattern of a country code, a hyphen and a part: an ISO 3166-2 code however the document spells it. */
    private static final Pattern ISO_LIKE = Pattern.compile("\\{2}(-|\\(\\[-])\\[");

    @Test
    void everySubdivisionCodePatternOfTheContractIsMadeFromTheOneGrammar() throws IOException {
        String codes = "^(" + SubdivisionCode.anyCase(SubdivisionCode.ISO_REGEX) + "|"
                + SubdivisionCode.anyCase(SubdivisionCode.GEONAMES_REGEX) + ")$";
        // The search's admin1 takes names too: no pattern (SearchParameterContractTest holds it to none).
        Set<String> made = Set.of(codes);
        List<String> isoPatterns = new ArrayList<>();
        collectPatterns(new YAMLMapper().readTree(Files.readString(CONTRACT)), isoPatterns);
        assertThat(isoPatterns).as("patterns taking an ISO 3166-2 code").hasSizeGreaterThanOrEqualTo(1)
                .allSatisfy(pattern -> assertThat(made).as(pattern).contains(pattern));
        assertThat(Pattern.matches(codes, "us-ca")).isTrue();
        assertThat(Pattern.matches(codes, "US.CA.037")).isTrue();
        assertThat(Pattern.matches(codes, "USA-CA")).isFalse();
    }

    private static void collectPatterns(JsonNode node, List<String> found) {
        if (node.isObject()) {
            JsonNode pattern = node.get("pattern");
            if (pattern != null && pattern.isTextual() && ISO_LIKE.matcher(pattern.asText()).find()) {
                found.add(pattern.asText());
            }
            node.forEach(child -> collectPatterns(child, found));
        } else if (node.isArray()) {
            node.forEach(child -> collectPatterns(child, found));
        }
    }
}
