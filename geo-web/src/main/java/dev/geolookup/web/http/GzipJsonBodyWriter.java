package dev.geolookup.web.http;

import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.ext.Provider;

/** Writes a compressed JSON answer as it is, as {@link JsonBodyWriter} writes the plain one. */
@Provider
@Produces({MediaType.APPLICATION_JSON, MediaTypes.GEO_JSON, MediaType.TEXT_XML, MediaType.TEXT_PLAIN})
public class GzipJsonBodyWriter extends PreparedBodyWriter<GzipJsonBody> {

    public GzipJsonBodyWriter() {
        super(GzipJsonBody.class);
    }

    @Override
    byte[] bytes(GzipJsonBody body) {
        return body.bytes();
    }
}
