package dev.geolookup.web.ratelimit;

import dev.geolookup.web.http.CallerAddress;
import dev.geolookup.web.http.ErrorResponses;
import dev.geolookup.web.mcp.JsonRpcErrorResponse;
import dev.geolookup.web.mcp.McpServerInstaller;
import jakarta.inject.Inject;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The per-client limit of the public API (geo.rate-limit.per-minute): a client over its limit gets 429 with
 * Retry-After (at /mcp as a JSON-RPC error). A servlet filter, so the MCP endpoint counts too. Clients are told
 * apart by the address
 * {@link CallerAddress} finds, so a client behind a trusted proxy is limited on its own, not with the proxy's
 * other clients. Registered only when the limit is set ({@link RateLimitRegistration}).
 */
public class PublicRateLimitFilter extends HttpFilter {

    /**
     * Not the public API: the operators' probes (Payara serves /health inside the application at the root
     * context, so they pass this filter) and scrapes of the service's /metrics, and the admin endpoints, which
     * have their own limit on failed logins (AdminAuthenticationFilter).
     */
    private static final List<String> EXEMPT_PATHS = List.of("/health", "/metrics", "/admin/");

    @Inject
    private CallerAddress callerAddress;

    @Inject
    @ConfigProperty(name = RateLimitRegistration.PER_MINUTE, defaultValue = "0")
    private long perMinute;

    private ClientRateLimiter limiter;

    @Override
    public void init() {
        limiter = new ClientRateLimiter(perMinute, Duration.ofMinutes(1));
    }

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        if (EXEMPT_PATHS.stream().anyMatch(path::startsWith)) {
            chain.doFilter(request, response);
            return;
        }
        Optional<Duration> wait = limiter.take(callerAddress.clientOf(request));
        if (wait.isEmpty()) {
            chain.doFilter(request, response);
            return;
        }
        response.setHeader("Retry-After", Long.toString(ClientRateLimiter.retryAfterSeconds(wait.get())));
        String reason = "Too many requests: at most " + perMinute + " a minute from one client";
        if (path.equals(McpServerInstaller.PATH)) {
            // An MCP client reads every refusal as a JSON-RPC error.
            JsonRpcErrorResponse.refuse(response, 429, reason);
        } else {
            ErrorResponses.write(response, 429, reason);
        }
    }
}
