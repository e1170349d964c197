package dev.geolookup.web.http;

import dev.geolookup.api.RecordNotFoundException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

@Provider
public class RecordNotFoundMapper implements ExceptionMapper<RecordNotFoundException> {

    @Override
    public Response toResponse(RecordNotFoundException exception) {
        return ErrorResponses.of(Response.Status.NOT_FOUND, exception.getMessage());
    }
}
