package dev.geolookup.web.admin;

import jakarta.ws.rs.core.Response;

import java.net.URI;
import java.util.Locale;
import java.util.Set;

/**
 * What the admin API refuses before it asks for credentials, so that a page of another site can neither read an
 * answer nor start an import through an admin's browser (which keeps Basic credentials once given):
 * <ul>
 *     <li>a request whose {@code Origin} is not this service's own, or that the browser marks as cross-site;</li>
 *     <li>a body of a type an HTML form can send without a preflight (form-encoded, multipart, plain text);</li>
 *     <li>plain HTTP from anywhere but this machine, unless the operator allows it (a TLS proxy in front).</li>
 * </ul>
 */
final class AdminRequestPolicy {

    /** The body types a form (or a fetch without a preflight) can send. */
    private static final Set<String> FORM_TYPES = Set.of("application/x-www-form-urlencoded", "multipart/form-data",
            "text/plain");

    /** A refusal: its status and its reason. */
    record Refusal(Response.Status status, String reason) {
    }

    /**
     * The request as this policy sees it; {@code ownOrigin} is scheme://host[:port] of the request's own URI;
     * {@code fromThisMachine} whether the peer is a loopback address or the address it connected to.
     */
    record AdminRequest(String origin, String fetchSite, String contentType, String ownOrigin, boolean secure,
                        boolean fromThisMachine) {
    }

    private final boolean plainHttpAllowed;

    AdminRequestPolicy(boolean plainHttpAllowed) {
        this.plainHttpAllowed = plainHttpAllowed;
    }

    /** Why the request is refused, or null when it may go on to authentication. */
    Refusal refusal(AdminRequest request) {
        if (request.origin() != null && !sameOrigin(request.origin(), request.ownOrigin())
                || "cross-site".equalsIgnoreCase(request.fetchSite())
                || "same-site".equalsIgnoreCase(request.fetchSite())) {
            return new Refusal(Response.Status.FORBIDDEN,
                    "the admin API does not answer requests from the pages of other sites");
        }
        if (request.contentType() != null && isFormType(request.contentType())) {
            return new Refusal(Response.Status.UNSUPPORTED_MEDIA_TYPE,
                    "the admin API takes no form or text body; send the parameters in the URL");
        }
        if (!request.secure() && !request.fromThisMachine() && !plainHttpAllowed) {
            return new Refusal(Response.Status.FORBIDDEN, "the admin API answers over HTTPS, or over plain HTTP from "
                    + "this machine only (geo.admin.allow-plain-http=true behind a TLS proxy)");
        }
        return null;
    }

    /** A type that cannot be read (no "/") is no type this API takes either. */
    private static boolean isFormType(String contentType) {
        int parameters = contentType.indexOf(';');
        String type = (parameters < 0 ? contentType : contentType.substring(0, parameters)).trim()
                .toLowerCase(Locale.ROOT);
        return FORM_TYPES.contains(type) || type.indexOf('/') <= 0;
    }

    private static boolean sameOrigin(String origin, String ownOrigin) {
        try {
            return normalised(URI.create(origin.trim())).equals(normalised(URI.create(ownOrigin)));
        } catch (IllegalArgumentException notAnOrigin) {
            return false;
        }
    }

    private static String normalised(URI origin) {
        String scheme = origin.getScheme() == null ? "" : origin.getScheme().toLowerCase(Locale.ROOT);
        int port = origin.getPort() >= 0 ? origin.getPort() : "https".equals(scheme) ? 443 : 80;
        String host = origin.getHost() == null ? "" : origin.getHost().toLowerCase(Locale.ROOT);
        return scheme + "://" + host + ":" + port;
    }
}
