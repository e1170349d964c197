package dev.geolookup.web.http;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.ws.rs.core.Response;

import java.io.IOException;

/**
 * The error page of the web application (web.xml): errors the servlet container answers itself, such as a path
 * that is not UTF-8 once percent-decoded, which WildFly's REST layer refuses with 400 before any resource sees it,
 * get the API's plain-text error instead of the container's HTML page. Reached directly, it is a 404.
 */
@WebServlet(name = "error-page", urlPatterns = "/errors")
public class ErrorPageServlet extends HttpServlet {

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int status = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE) instanceof Integer code
                ? code : Response.Status.NOT_FOUND.getStatusCode();
        ErrorResponses.write(response, status, reasonFor(status));
    }

    private static String reasonFor(int status) {
        if (status == Response.Status.NOT_FOUND.getStatusCode()) {
            return ErrorResponses.NO_SUCH_RESOURCE;
        }
        Response.Status known = Response.Status.fromStatusCode(status);
        return known != null ? known.getReasonPhrase() : "Request refused";
    }
}
