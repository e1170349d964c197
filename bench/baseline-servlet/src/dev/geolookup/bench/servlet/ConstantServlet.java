package dev.geolookup.bench.servlet;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;

/**
 * The ceiling of the benchmarks: the cheapest answer the server itself can give, a plain servlet writing the same
 * constant 40-byte JSON as the other baselines, with no JAX-RS, CDI or EJB on its path. Answers at
 * /baseline-servlet/ping.
 */
@WebServlet("/ping")
public class ConstantServlet extends HttpServlet {

    private static final byte[] BODY = "{\"status\":\"ok\",\"service\":\"baseline-srv\"}".getBytes();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("application/json");
        response.setContentLength(BODY.length);
        response.getOutputStream().write(BODY);
    }
}
