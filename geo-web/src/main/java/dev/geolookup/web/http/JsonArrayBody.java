package dev.geolookup.web.http;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.Jsonp;
import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonReader;
import jakarta.json.JsonStructure;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A request body that must be a JSON array (the batch forms of POST /ip and POST /reverse): at most
 * {@value #MAX_BYTES} bytes (413), UTF-8 (bytes that are not are refused, not replaced) and JSON (400).
 */
public final class JsonArrayBody {

    public static final int MAX_BYTES = 16 * 1024;

    private JsonArrayBody() {
    }

    /** The array; {@code expected} says what the body must be in the reason of a refusal. */
    public static JsonArray read(InputStream body, String expected) {
        String text = strictUtf8(readLimited(body));
        JsonStructure json;
        try (JsonReader reader = Jsonp.PROVIDER.createReader(new StringReader(text))) {
            json = reader.read();
        } catch (JsonException | IllegalStateException | ArithmeticException e) {
            throw new InvalidRequestException("the body must be " + expected);
        } catch (RuntimeException tooDeeplyNested) {
            // Parsson refuses nesting deeper than 1,000 levels with a bare RuntimeException.
            throw new InvalidRequestException("the body must be " + expected);
        }
        if (!(json instanceof JsonArray array)) {
            throw new InvalidRequestException("the body must be " + expected);
        }
        return array;
    }

    private static byte[] readLimited(InputStream body) {
        try {
            byte[] bytes = body.readNBytes(MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) {
                throw new WebApplicationException(ErrorResponses.of(Response.Status.REQUEST_ENTITY_TOO_LARGE,
                        "the body must be at most " + MAX_BYTES + " bytes"));
            }
            return bytes;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String strictUtf8(byte[] body) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(body)).toString();
        } catch (CharacterCodingException e) {
            throw new InvalidRequestException("the body must be JSON in UTF-8");
        }
    }
}
