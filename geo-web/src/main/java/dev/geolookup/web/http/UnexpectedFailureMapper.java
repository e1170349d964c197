package dev.geolookup.web.http;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;

/** A fault of ours: logged with an id the caller can quote, never a stack trace in the body. */
@Provider
public class UnexpectedFailureMapper implements ExceptionMapper<Throwable> {

    private static final Logger LOG = Logger.getLogger(UnexpectedFailureMapper.class.getName());

    @Override
    public Response toResponse(Throwable failure) {
        String incident = UUID.randomUUID().toString();
        LOG.log(Level.SEVERE, "Unexpected failure, incident " + incident, failure);
        return ErrorResponses.of(Response.Status.INTERNAL_SERVER_ERROR, "Internal error (incident " + incident + ")");
    }
}
