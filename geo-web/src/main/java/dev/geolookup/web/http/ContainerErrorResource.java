package dev.geolookup.web.http;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HEAD;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;

/**
 * The error page of web.xml: a refusal the servlet container gives itself (401 from the admin security
 * constraint, 403) answered in the API's error form, with its original status.
 */
@Path("errors/status")
public class ContainerErrorResource {

    @Context
    private HttpServletRequest request;

    @GET
    public Response onGet() {
        return answer();
    }

    @HEAD
    public Response onHead() {
        return answer();
    }

    @POST
    public Response onPost() {
        return answer();
    }

    @PUT
    public Response onPut() {
        return answer();
    }

    @DELETE
    public Response onDelete() {
        return answer();
    }

    private Response answer() {
        Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        Response.Status status = code instanceof Integer value && Response.Status.fromStatusCode(value) != null
                ? Response.Status.fromStatusCode(value) : Response.Status.NOT_FOUND;
        String reason = switch (status) {
            case UNAUTHORIZED -> "Valid credentials of a geo-admin user are required";
            case FORBIDDEN -> "This account may not use this resource";
            default -> "No such resource";
        };
        return ErrorResponses.of(status, reason);
    }
}
