package dev.geolookup.web.admin;

import dev.geolookup.web.http.CallerAddress;
import dev.geolookup.web.http.ErrorResponses;
import dev.geolookup.web.ratelimit.ClientRateLimiter;
import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.ext.Provider;

import java.nio.charset.StandardCharsets;
import java.security.Principal;
import java.time.Duration;
import java.util.Base64;
import java.util.Optional;

/**
 * HTTP Basic authentication of the admin resources. It runs for those resources only: the servlet container's
 * security (a constraint plus a Jakarta Security mechanism) was measured to cost a quarter of the CPU of every
 * public request, and the public API has nothing to protect. A client that keeps failing is locked out for a
 * while ({@link FailedLoginLimit}); a request without credentials (a browser's first try) is not a failure.
 */
@Provider
@AdminOnly
@Priority(Priorities.AUTHENTICATION)
public class AdminAuthenticationFilter implements ContainerRequestFilter {

    private static final String BASIC = "Basic ";

    @Inject
    private AdminCredentials credentials;

    @Inject
    private FailedLoginLimit failedLogins;

    @Inject
    private CallerAddress callerAddress;

    @Context
    private HttpServletRequest servletRequest;

    @Override
    public void filter(ContainerRequestContext request) {
        String client = callerAddress.clientOf(servletRequest);
        Optional<Duration> lockedOut = failedLogins.lockedOut(client);
        if (lockedOut.isPresent()) {
            request.abortWith(Response.fromResponse(ErrorResponses.of(Response.Status.TOO_MANY_REQUESTS,
                            "Too many failed logins; try again later"))
                    .header(HttpHeaders.RETRY_AFTER, ClientRateLimiter.retryAfterSeconds(lockedOut.get()))
                    .build());
            return;
        }
        String[] userAndPassword = basicCredentials(request.getHeaderString(HttpHeaders.AUTHORIZATION));
        if (userAndPassword == null || !credentials.matches(userAndPassword[0], userAndPassword[1])) {
            if (userAndPassword != null) {
                failedLogins.failed(client);
            }
            request.abortWith(Response.fromResponse(ErrorResponses.of(Response.Status.UNAUTHORIZED,
                            "Valid credentials of a geo-admin user are required"))
                    .header(HttpHeaders.WWW_AUTHENTICATE, "Basic realm=\"geo-admin\", charset=\"UTF-8\"")
                    .build());
            return;
        }
        request.setSecurityContext(new AdminSecurityContext(userAndPassword[0], request.getSecurityContext().isSecure()));
    }

    private static String[] basicCredentials(String authorization) {
        if (authorization == null || !authorization.regionMatches(true, 0, BASIC, 0, BASIC.length())) {
            return null;
        }
        try {
            String decoded = new String(Base64.getDecoder().decode(authorization.substring(BASIC.length()).trim()),
                    StandardCharsets.UTF_8);
            int colon = decoded.indexOf(':');
            return colon < 0 ? null : new String[] {decoded.substring(0, colon), decoded.substring(colon + 1)};
        } catch (IllegalArgumentException notBase64) {
            return null;
        }
    }

    private record AdminSecurityContext(String user, boolean secure) implements SecurityContext {

        @Override
        public Principal getUserPrincipal() {
            return () -> user;
        }

        @Override
        public boolean isUserInRole(String role) {
            return AdminCredentials.ADMIN_ROLE.equals(role);
        }

        @Override
        public boolean isSecure() {
            return secure;
        }

        @Override
        public String getAuthenticationScheme() {
            return SecurityContext.BASIC_AUTH;
        }
    }
}
