package dev.geolookup.web.http;

import dev.geolookup.api.JsonBody;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.ext.Provider;

/** Writes prepared JSON as it is. */
@Provider
@Produces({MediaType.APPLICATION_JSON, MediaTypes.GEO_JSON, MediaType.TEXT_XML, MediaType.TEXT_PLAIN})
public class JsonBodyWriter extends PreparedBodyWriter<JsonBody> {

    public JsonBodyWriter() {
        super(JsonBody.class);
    }

    @Override
    byte[] bytes(JsonBody body) {
        return body.utf8();
    }
}
