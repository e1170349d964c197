package dev.geolookup.web.http;

import dev.geolookup.web.health.HeapExhaustion;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A fault of ours: logged with an id the caller can quote, never a stack trace in the body. A lack of memory is
 * recorded as well, so that the node's health turns DOWN ({@link HeapExhaustion}).
 */
@Provider
public class UnexpectedFailureMapper implements ExceptionMapper<Throwable> {

    private static final Logger LOG = Logger.getLogger(UnexpectedFailureMapper.class.getName());

    @Inject
    private HeapExhaustion heap;

    public UnexpectedFailureMapper() {
    }

    UnexpectedFailureMapper(HeapExhaustion heap) {
        this.heap = heap;
    }

    @Override
    public Response toResponse(Throwable failure) {
        heap.recordIfExhausted(failure);
        String incident = UUID.randomUUID().toString();
        LOG.log(Level.SEVERE, "Unexpected failure, incident " + incident, failure);
        return ErrorResponses.of(Response.Status.INTERNAL_SERVER_ERROR, "Internal error (incident " + incident + ")");
    }
}
