package dev.geolookup.web.admin;

import dev.geolookup.imports.ImportRefusedException;
import dev.geolookup.web.http.ErrorResponses;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

/** 409: what the import would bring is more than the nodes' heap can serve, as the nodes stand now. */
@Provider
public class ImportRefusedMapper implements ExceptionMapper<ImportRefusedException> {

    @Override
    public Response toResponse(ImportRefusedException exception) {
        return ErrorResponses.of(Response.Status.CONFLICT, exception.getMessage());
    }
}
