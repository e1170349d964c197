package dev.geolookup.web.http;

import dev.geolookup.api.InvalidRequestException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

@Provider
public class InvalidRequestMapper implements ExceptionMapper<InvalidRequestException> {

    @Override
    public Response toResponse(InvalidRequestException exception) {
        return ErrorResponses.of(Response.Status.BAD_REQUEST, exception.getMessage());
    }
}
