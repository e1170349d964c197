package dev.geolookup.web.http;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;

import jakarta.ws.rs.ext.Provider;

import java.io.IOException;
import java.io.InputStream;

/**
 * A request refused before its body was read (413, 415, 400) leaves the rest of the body on the connection, and
 * the HTTP layer then read those bytes as the next request of a kept-alive connection: the client's next request
 * hung. So the rest of a refused body is read and dropped, up to a limit; past it, the connection is closed.
 */
@Provider
public class UnreadBodyDrain implements ContainerResponseFilter {

    private static final long MAX_DRAINED_BYTES = 1024 * 1024;
    private static final String CONNECTION = "Connection";

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (response.getStatus() < 400 || !request.hasEntity()) {
            return;
        }
        try (InputStream body = request.getEntityStream()) {
            byte[] buffer = new byte[16 * 1024];
            long drained = 0;
            for (int n; drained <= MAX_DRAINED_BYTES && (n = body.read(buffer)) >= 0; ) {
                drained += n;
            }
            if (drained > MAX_DRAINED_BYTES) {
                response.getHeaders().putSingle(CONNECTION, "close");
            }
        } catch (IOException clientGone) {
            response.getHeaders().putSingle(CONNECTION, "close");
        }
    }
}
