package dev.geolookup.web.mcp;

import dev.geolookup.api.Jsonp;
import io.modelcontextprotocol.spec.McpSchema.ErrorCodes;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonValue;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Stands in front of the MCP SDK's servlet. A browser request from an origin that is not allowed is refused with
 * 403 ({@link McpOriginPolicy}), whatever its method. The server is stateless: GET (a stream) and DELETE (the end
 * of a session) have nothing to act on and are 405. A POST must be JSON (else 415), of a protocol version the
 * server speaks when it names one in MCP-Protocol-Version (else 400, as the transport requires), and its body one
 * JSON-RPC 2.0 message (an object with jsonrpc "2.0" and a method, or a response with an id); anything else is
 * refused here with a JSON-RPC error, because the SDK answers some malformed bodies (a bare null, say) with 500.
 * Every error the SDK writes goes out as a plain JSON-RPC error object ({@link JsonRpcErrorResponse}).
 */
public class McpRequestGuard extends HttpFilter {

    static final int MAX_REQUEST_BYTES = 64 * 1024;
    private static final JsonReaderFactory READERS = Jsonp.PROVIDER.createReaderFactory(null);
    private static final JsonValue JSON_RPC_VERSION = Jsonp.PROVIDER.createValue("2.0");

    static final String PROTOCOL_VERSION = "MCP-Protocol-Version";

    private final McpOriginPolicy origins;
    private final List<String> protocolVersions;

    McpRequestGuard(McpOriginPolicy origins, List<String> protocolVersions) {
        this.origins = origins;
        this.protocolVersions = List.copyOf(protocolVersions);
    }

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        JsonRpcErrorResponse errors = new JsonRpcErrorResponse(response);
        if (!origins.allows(request)) {
            errors.sendJsonRpcError(HttpServletResponse.SC_FORBIDDEN, ErrorCodes.INVALID_REQUEST,
                    "Origin " + request.getHeader("Origin") + " is not allowed (geo.mcp.allowed-origins)");
            return;
        }
        if ("GET".equals(request.getMethod()) || "DELETE".equals(request.getMethod())) {
            response.setHeader("Allow", "POST");
            errors.sendJsonRpcError(HttpServletResponse.SC_METHOD_NOT_ALLOWED, ErrorCodes.INVALID_REQUEST,
                    "This server keeps no session and no stream: POST each message (" + request.getMethod()
                            + " has nothing to act on)");
            return;
        }
        if (!"POST".equals(request.getMethod())) {
            chain.doFilter(request, errors);
            return;
        }
        String version = request.getHeader(PROTOCOL_VERSION);
        if (version != null && !protocolVersions.contains(version)) {
            errors.sendJsonRpcError(HttpServletResponse.SC_BAD_REQUEST, ErrorCodes.INVALID_REQUEST,
                    "Unsupported " + PROTOCOL_VERSION + " " + version + "; this server speaks "
                            + String.join(", ", protocolVersions));
            return;
        }
        if (!isJson(request.getContentType())) {
            errors.sendJsonRpcError(HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE, ErrorCodes.INVALID_REQUEST,
                    "A message is sent as Content-Type: application/json");
            return;
        }
        byte[] body = request.getInputStream().readNBytes(MAX_REQUEST_BYTES + 1);
        if (body.length > MAX_REQUEST_BYTES) {
            // The rest of the body is left unread, so the connection cannot carry another request.
            response.setHeader("Connection", "close");
            errors.sendJsonRpcError(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE, ErrorCodes.INVALID_REQUEST,
                    "The message is over " + MAX_REQUEST_BYTES / 1024 + " KB");
            return;
        }
        JsonObject message;
        try (JsonReader reader = READERS.createReader(new ByteArrayInputStream(body), StandardCharsets.UTF_8)) {
            JsonValue value = reader.readValue();
            if (!(value instanceof JsonObject object)) {
                errors.sendJsonRpcError(HttpServletResponse.SC_BAD_REQUEST, ErrorCodes.INVALID_REQUEST,
                        "A message must be one JSON-RPC object");
                return;
            }
            message = object;
        } catch (RuntimeException notJson) {
            // JsonException for bad syntax; Parsson refuses nesting deeper than 1,000 with a bare RuntimeException.
            errors.sendJsonRpcError(HttpServletResponse.SC_BAD_REQUEST, ErrorCodes.PARSE_ERROR,
                    "The body is not valid JSON");
            return;
        }
        String problem = problemOf(message);
        if (problem != null) {
            errors.sendJsonRpcError(HttpServletResponse.SC_BAD_REQUEST, ErrorCodes.INVALID_REQUEST, problem);
            return;
        }
        chain.doFilter(new CachedBodyRequest(request, body), errors);
    }

    private static boolean isJson(String contentType) {
        if (contentType == null) {
            return false;
        }
        int parameters = contentType.indexOf(';');
        String type = (parameters < 0 ? contentType : contentType.substring(0, parameters)).trim();
        return type.equalsIgnoreCase("application/json");
    }

    private static String problemOf(JsonObject message) {
        if (!JSON_RPC_VERSION.equals(message.get("jsonrpc"))) {
            return "jsonrpc must be \"2.0\"";
        }
        JsonValue id = message.get("id");
        if (id != null && id.getValueType() != JsonValue.ValueType.STRING && !isLongInteger(id)) {
            return "id must be a string or an integer";
        }
        JsonValue method = message.get("method");
        if (method == null) {
            return id != null && (message.containsKey("result") || message.containsKey("error")) ? null
                    : "A message needs a method, or an id with a result or an error";
        }
        if (method.getValueType() != JsonValue.ValueType.STRING) {
            return "method must be a string";
        }
        JsonValue params = message.get("params");
        if (params != null && params.getValueType() != JsonValue.ValueType.OBJECT) {
            return "params must be an object";
        }
        return null;
    }

    private static boolean isLongInteger(JsonValue value) {
        if (!(value instanceof JsonNumber number) || !number.isIntegral()) {
            return false;
        }
        try {
            number.longValueExact();
            return true;
        } catch (ArithmeticException tooLarge) {
            return false;
        }
    }

    /** The request with its body already read, for the servlet behind the guard to read again. */
    private static final class CachedBodyRequest extends HttpServletRequestWrapper {

        private final byte[] body;

        CachedBodyRequest(HttpServletRequest request, byte[] body) {
            super(request);
            this.body = body;
        }

        @Override
        public ServletInputStream getInputStream() {
            ByteArrayInputStream in = new ByteArrayInputStream(body);
            return new ServletInputStream() {
                @Override
                public int read() {
                    return in.read();
                }

                @Override
                public int read(byte[] buffer, int offset, int length) {
                    return in.read(buffer, offset, length);
                }

                @Override
                public boolean isFinished() {
                    return in.available() == 0;
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setReadListener(ReadListener listener) {
                    throw new IllegalStateException("the body is already read");
                }
            };
        }

        @Override
        public BufferedReader getReader() {
            return new BufferedReader(new InputStreamReader(getInputStream(), StandardCharsets.UTF_8));
        }

        @Override
        public int getContentLength() {
            return body.length;
        }

        @Override
        public long getContentLengthLong() {
            return body.length;
        }
    }
}
