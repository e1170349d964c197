package dev.geolookup.web.openapi;

import tools.jackson.databind.JsonNode;
import tools.jackson.dataformat.yaml.YAMLMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * META-INF/openapi.yaml, read and parsed once for both that use it: the servlet that serves it where the server
 * cannot, and the MCP tools' output schemas.
 */
final class OpenApiContract {

    static final String RESOURCE = "META-INF/openapi.yaml";

    private OpenApiContract() {
    }

    /** The contract's bytes as written. */
    static byte[] written() {
        return Loaded.WRITTEN;
    }

    /** The contract parsed; shared, so never to be changed. */
    static JsonNode document() {
        return Loaded.DOCUMENT;
    }

    /** Loaded on first use, once. */
    private static final class Loaded {
        static final byte[] WRITTEN = read();
        static final JsonNode DOCUMENT = new YAMLMapper().readTree(WRITTEN);

        private static byte[] read() {
            try (InputStream in = OpenApiContract.class.getClassLoader().getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException(RESOURCE + " is missing from the WAR");
                }
                return in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(RESOURCE + " cannot be read from the WAR", e);
            }
        }
    }
}
