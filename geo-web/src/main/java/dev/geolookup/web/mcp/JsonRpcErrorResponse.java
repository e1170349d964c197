package dev.geolookup.web.mcp;

import dev.geolookup.api.Jsonp;
import io.modelcontextprotocol.spec.McpSchema.ErrorCodes;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.regex.Pattern;

/**
 * The MCP SDK 2.1.0 servlet writes its errors as the serialized Java exception, stack trace included (SDK issue
 * #955). This response lets successes through untouched and turns every error body, and every sendError, into a
 * JSON-RPC 2.0 error object: {"jsonrpc":"2.0","id":null,"error":{"code":…,"message":…}}.
 */
public final class JsonRpcErrorResponse extends HttpServletResponseWrapper {

    /** SDK messages that quote a Java exception say more about our insides than about the client's mistake. */
    private static final Pattern INTERNALS = Pattern.compile("Exception|\\bat \\[|\\.java\\b|\\$");

    private int status = SC_OK;

    JsonRpcErrorResponse(HttpServletResponse response) {
        super(response);
    }

    @Override
    public void setStatus(int status) {
        this.status = status;
        super.setStatus(status);
    }

    @Override
    public PrintWriter getWriter() throws IOException {
        return status < 400 ? super.getWriter() : new ErrorWriter();
    }

    @Override
    public void sendError(int status) throws IOException {
        sendError(status, null);
    }

    @Override
    public void sendError(int status, String message) throws IOException {
        sendJsonRpcError(status, status >= 500 ? ErrorCodes.INTERNAL_ERROR : ErrorCodes.INVALID_REQUEST,
                message == null || message.isBlank() ? "HTTP " + status : message);
    }

    void sendJsonRpcError(int status, int code, String message) throws IOException {
        write((HttpServletResponse) getResponse(), status, code, message);
    }

    /** A refusal of a request to /mcp written outside the endpoint (the rate limit), as a JSON-RPC error. */
    public static void refuse(HttpServletResponse response, int status, String message) throws IOException {
        write(response, status, ErrorCodes.INVALID_REQUEST, message);
    }

    private static void write(HttpServletResponse response, int status, int code, String message) throws IOException {
        response.setStatus(status);
        response.setContentType("application/json");
        response.setCharacterEncoding("UTF-8");
        response.getWriter().write(Jsonp.PROVIDER.createObjectBuilder()
                .add("jsonrpc", "2.0")
                .addNull("id")
                .add("error", Jsonp.PROVIDER.createObjectBuilder().add("code", code).add("message", message))
                .build().toString());
        response.getWriter().flush();
    }

    /** Collects what the SDK writes for an error and sends it, rewritten, when the SDK flushes. */
    private final class ErrorWriter extends PrintWriter {

        ErrorWriter() {
            super(new StringWriter());
        }

        @Override
        public void flush() {
            super.flush();
            StringBuffer written = ((StringWriter) out).getBuffer();
            if (written.isEmpty()) {
                return;
            }
            String text = written.toString();
            written.setLength(0);
            try {
                JsonObject error = sdkError(text);
                String message = error.getString("message", "");
                sendJsonRpcError(status, error.getInt("code", ErrorCodes.INTERNAL_ERROR),
                        message.isBlank() || INTERNALS.matcher(message).find() ? meaningOf(error) : message);
            } catch (IOException e) {
                setError();
            }
        }

        private static String meaningOf(JsonObject error) {
            return switch (error.getInt("code", ErrorCodes.INTERNAL_ERROR)) {
                case ErrorCodes.PARSE_ERROR -> "Parse error";
                case ErrorCodes.INVALID_REQUEST -> "Invalid request";
                case ErrorCodes.METHOD_NOT_FOUND -> "Method not found";
                case ErrorCodes.INVALID_PARAMS -> "Invalid params";
                default -> "Internal error";
            };
        }

        @Override
        public void close() {
            flush();
        }

        /** The jsonRpcError of a serialized McpError, or the error of a JSON-RPC response, or an empty object. */
        private JsonObject sdkError(String text) {
            try (JsonReader reader = Jsonp.PROVIDER.createReader(new StringReader(text))) {
                JsonValue value = reader.readValue();
                if (value instanceof JsonObject object) {
                    for (String key : new String[] {"jsonRpcError", "error"}) {
                        if (object.get(key) instanceof JsonObject error) {
                            return error;
                        }
                    }
                }
            } catch (JsonException | IllegalStateException notJson) {
                // not the SDK's JSON: the status alone tells the client what happened
            }
            return JsonValue.EMPTY_JSON_OBJECT;
        }
    }
}
