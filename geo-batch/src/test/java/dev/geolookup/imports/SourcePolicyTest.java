package dev.geolookup.imports;

import dev.geolookup.api.InvalidRequestException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Where an admin's import may read from, and what of a source may be logged. */
class SourcePolicyTest {

    @Test
    void urlsUnderTheAllowedPrefixesOnly(@TempDir Path data) {
        SourcePolicy policy = new SourcePolicy(List.of(data.toString(), "https://download.geonames.org/export/",
                "http://127.0.0.1:"));
        assertThat(policy.allows("https://download.geonames.org/export/dump/cities500.zip")).isTrue();
        assertThat(policy.allows("HTTPS://Download.GeoNames.org/export/dump/x.zip")).isTrue();
        assertThat(policy.allows("http://127.0.0.1:4711/countries.json")).isTrue();
        assertThat(policy.allows("https://download.geonames.org/export/../private/x")).as("dot segments").isFalse();
        assertThat(policy.allows("https://download.geonames.org.evil.example/export/x")).isFalse();
        assertThat(policy.allows("http://127.0.0.1:80@evil.example/x")).as("user information").isFalse();
        assertThat(policy.allows("http://169.254.169.254/latest/meta-data")).isFalse();
        assertThat(policy.allows("ftp://download.geonames.org/export/x")).isFalse();
    }

    @Test
    void filesUnderTheAllowedDirectoriesOnly(@TempDir Path root) throws IOException {
        Path data = Files.createDirectory(root.resolve("data"));
        Path file = Files.writeString(data.resolve("cities.txt"), "x");
        Path outside = Files.writeString(root.resolve("secret.txt"), "x");
        SourcePolicy policy = new SourcePolicy(List.of(data.toString()));
        assertThat(policy.allows(file.toString())).isTrue();
        assertThat(policy.allows(file.toUri().toString())).isTrue();
        assertThat(policy.allows(data.resolve("../secret.txt").toString())).isFalse();
        assertThat(policy.allows(outside.toString())).isFalse();
        assertThat(policy.allows("/etc/passwd")).isFalse();
        Path link = Files.createSymbolicLink(data.resolve("link.txt"), outside);
        assertThat(policy.allows(link.toString())).as("a link out of the directory").isFalse();
    }

    @Test
    void aRefusalNamesTheRuleAndEveryLocationOfAListIsChecked(@TempDir Path data) throws IOException {
        Path file = Files.writeString(data.resolve("a.txt"), "x");
        SourcePolicy policy = new SourcePolicy(List.of(data.toString()));
        policy.check("bundled");
        policy.check(file + "," + file);
        assertThatThrownBy(() -> policy.check(file + ",/etc/passwd")).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("/etc/passwd").hasMessageContaining(SourcePolicy.ALLOWED_SOURCES);
        assertThatThrownBy(() -> policy.check("https://user:secret@example.org/x?key=abc"))
                .isInstanceOf(InvalidRequestException.class)
                .satisfies(refused -> assertThat(refused.getMessage()).doesNotContain("secret").doesNotContain("abc"));
    }

    @Test
    void aSourceIsRedactedOfCredentialsAndQueries() {
        assertThat(SourcePolicy.redacted("https://user:secret@example.org:8443/data/x.zip?license_key=abc"))
                .isEqualTo("https://***@example.org:8443/data/x.zip?***");
        assertThat(SourcePolicy.redacted("https://download.geonames.org/export/dump/x.zip,/srv/data/y.txt"))
                .isEqualTo("https://download.geonames.org/export/dump/x.zip,/srv/data/y.txt");
        assertThat(SourcePolicy.redacted("bundled")).isEqualTo("bundled");
    }
}
