package dev.geolookup.web.mcp;

import inet.ipaddr.IPAddressString;
import io.modelcontextprotocol.server.transport.DefaultServerTransportSecurityValidator;
import io.modelcontextprotocol.server.transport.ServerTransportSecurityException;
import io.modelcontextprotocol.server.transport.ServerTransportSecurityValidator;
import jakarta.servlet.http.HttpServletRequest;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Map;

/**
 * Which web pages may call /mcp from a browser. A page on another site could otherwise reach a service on the
 * user's own network through DNS rebinding (the MCP Streamable HTTP transport's security warning), so a request
 * that carries an Origin must come from the service's own origin (the IP address and port it was asked under) or
 * from one of {@code geo.mcp.allowed-origins}, patterns in the MCP SDK's form ({@code http://localhost:*} for any
 * port). A request without an Origin does not come from a browser page and is served.
 */
final class McpOriginPolicy {

    static final String ALLOWED_ORIGINS = "geo.mcp.allowed-origins";
    static final String DEFAULT_ALLOWED_ORIGINS = "http://localhost:*,http://127.0.0.1:*,http://[::1]:*";

    private final ServerTransportSecurityValidator configured;

    McpOriginPolicy(List<String> allowedOrigins) {
        configured = DefaultServerTransportSecurityValidator.builder()
                .allowedOrigins(allowedOrigins.stream().map(String::trim).filter(origin -> !origin.isEmpty()).toList())
                .build();
    }

    boolean allows(HttpServletRequest request) {
        String origin = request.getHeader("Origin");
        if (origin == null) {
            return true;
        }
        if (isOwnOrigin(origin, request.getHeader("Host"))) {
            return true;
        }
        try {
            configured.validateHeaders(Map.of("Origin", List.of(origin)));
            return true;
        } catch (ServerTransportSecurityException refused) {
            return false;
        }
    }

    /**
     * The page was served by this service at the address the request was sent to: the Origin's host and port are
     * the Host header's, and that host is an IP address. A host name proves nothing, since a rebinding attack makes
     * the attacker's own name (Host and Origin alike) point at this service; a deployment known by a name lists its
     * origin in geo.mcp.allowed-origins.
     */
    private static boolean isOwnOrigin(String origin, String host) {
        if (host == null || host.isBlank()) {
            return false;
        }
        try {
            URI page = new URI(origin);
            URI asked = new URI(page.getScheme(), host.trim(), null, null, null);
            return ("http".equalsIgnoreCase(page.getScheme()) || "https".equalsIgnoreCase(page.getScheme()))
                    && page.getHost() != null && asked.getHost() != null
                    && new IPAddressString(asked.getHost().replaceAll("^\\[|]$", "")).isIPAddress()
                    && page.getHost().equalsIgnoreCase(asked.getHost())
                    && port(page) == port(asked);
        } catch (URISyntaxException notAnOrigin) {
            return false;
        }
    }

    private static int port(URI uri) {
        return uri.getPort() >= 0 ? uri.getPort() : "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
    }
}
