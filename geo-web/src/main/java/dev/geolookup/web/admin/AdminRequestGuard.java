package dev.geolookup.web.admin;

import dev.geolookup.web.http.ErrorResponses;
import inet.ipaddr.IPAddress;
import inet.ipaddr.IPAddressString;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.net.URI;

/** Applies the {@link AdminRequestPolicy} to every admin request, before {@link AdminAuthenticationFilter}. */
@Provider
@AdminOnly
@Priority(Priorities.AUTHENTICATION - 100)
public class AdminRequestGuard implements ContainerRequestFilter {

    static final String ALLOW_PLAIN_HTTP = "geo.admin.allow-plain-http";

    @Inject
    @ConfigProperty(name = ALLOW_PLAIN_HTTP, defaultValue = "false")
    private boolean plainHttpAllowed;

    @Context
    private HttpServletRequest servletRequest;

    private AdminRequestPolicy policy;

    @PostConstruct
    void readPolicy() {
        policy = new AdminRequestPolicy(plainHttpAllowed);
    }

    @Override
    public void filter(ContainerRequestContext request) {
        UriInfo uri = request.getUriInfo();
        URI own = uri.getBaseUri();
        AdminRequestPolicy.Refusal refusal = policy.refusal(new AdminRequestPolicy.AdminRequest(
                request.getHeaderString("Origin"), request.getHeaderString("Sec-Fetch-Site"),
                request.getHeaderString(HttpHeaders.CONTENT_TYPE),
                own.getScheme() + "://" + own.getRawAuthority(), servletRequest.isSecure(),
                fromThisMachine(servletRequest.getRemoteAddr(), servletRequest.getLocalAddr())));
        if (refusal != null) {
            request.abortWith(ErrorResponses.of(refusal.status(), refusal.reason()));
        }
    }

    /** A loopback peer, or one at the very address it connected to: a client on this machine either way. */
    private static boolean fromThisMachine(String peer, String local) {
        IPAddress peerAddress = new IPAddressString(peer).getAddress();
        IPAddress localAddress = local == null ? null : new IPAddressString(local).getAddress();
        return peerAddress != null && (peerAddress.isLoopback() || peerAddress.equals(localAddress));
    }
}
