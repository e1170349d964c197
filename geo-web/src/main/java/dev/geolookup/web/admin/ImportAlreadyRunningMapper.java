package dev.geolookup.web.admin;

import dev.geolookup.imports.ImportAlreadyRunningException;
import dev.geolookup.web.http.ErrorResponses;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

@Provider
public class ImportAlreadyRunningMapper implements ExceptionMapper<ImportAlreadyRunningException> {

    @Override
    public Response toResponse(ImportAlreadyRunningException exception) {
        return ErrorResponses.of(Response.Status.CONFLICT, exception.getMessage());
    }
}
