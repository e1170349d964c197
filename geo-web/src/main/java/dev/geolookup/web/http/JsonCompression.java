package dev.geolookup.web.http;

import dev.geolookup.api.JsonBody;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;

/**
 * Sends a JSON answer larger than {@value #SMALLEST_COMPRESSED} bytes gzip-compressed to a client whose
 * Accept-Encoding allows gzip, and says on every JSON answer that it varies with Accept-Encoding. The service
 * compresses, not the server, so that Payara and WildFly answer alike and a prepared answer is compressed once
 * ({@link JsonBody#gzip}). It runs after the GeoJSON form is chosen and before the entity tag is taken, so each
 * form gets the tag of its own.
 */
@Provider
@Priority(Priorities.USER + 50)
public class JsonCompression implements ContainerResponseFilter {

    /** Below about a packet, compressing saves too little to pay for itself. */
    static final int SMALLEST_COMPRESSED = 1024;
    static final String GZIP = "gzip";

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (response.getStatus() != Response.Status.OK.getStatusCode()
                || !(response.getEntity() instanceof JsonBody body)) {
            return;
        }
        Vary.add(response.getHeaders(), HttpHeaders.ACCEPT_ENCODING);
        if (body.utf8().length > SMALLEST_COMPRESSED
                && AcceptEncoding.allowsGzip(request.getHeaderString(HttpHeaders.ACCEPT_ENCODING))) {
            // The media type as the answer had it, written as it was: a server writes a MediaType object its own way.
            Object contentType = response.getHeaders().getFirst(HttpHeaders.CONTENT_TYPE);
            response.setEntity(new GzipJsonBody(body), response.getEntityAnnotations(), response.getMediaType());
            if (contentType != null) {
                response.getHeaders().putSingle(HttpHeaders.CONTENT_TYPE, contentType);
            }
            response.getHeaders().putSingle(HttpHeaders.CONTENT_ENCODING, GZIP);
        }
    }
}
