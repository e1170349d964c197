package dev.geolookup.web.http;

import jakarta.ws.rs.NotAcceptableException;
import jakarta.ws.rs.NotAllowedException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

/**
 * The JAX-RS runtime's own refusals (unknown path, wrong method, unacceptable media type) in the API's error form.
 * A refusal that already carries its error body passes unchanged.
 */
@Provider
public class WebApplicationExceptionMapper implements ExceptionMapper<WebApplicationException> {

    static final String NOT_ACCEPTABLE = "None of the accepted media types is offered: the API answers "
            + "application/json, and application/geo+json on /places, /cities, /postal and /reverse";

    @Override
    public Response toResponse(WebApplicationException exception) {
        Response original = exception.getResponse();
        if (original.hasEntity()) {
            return original;
        }
        Response.StatusType status = original.getStatusInfo();
        String reason = exception instanceof NotFoundException ? ErrorResponses.NO_SUCH_RESOURCE
                : exception instanceof NotAllowedException ? "Method not allowed on this resource"
                : exception instanceof NotAcceptableException ? NOT_ACCEPTABLE
                : status.getReasonPhrase();
        Response error = ErrorResponses.of(status, reason);
        Object allow = original.getHeaders().getFirst(HttpHeaders.ALLOW);
        return allow == null ? error : Response.fromResponse(error).header(HttpHeaders.ALLOW, allow).build();
    }
}
