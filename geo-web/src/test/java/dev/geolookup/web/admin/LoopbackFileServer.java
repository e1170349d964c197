package dev.geolookup.web.admin;

import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;

/**
 * An HTTP server on the loopback interface that serves one body, whole or cut off half-way (the connection
 * closes after half of the announced length), standing in for the GeoNames and DB-IP download sites.
 */
final class LoopbackFileServer implements AutoCloseable {

    private final HttpServer server;

    LoopbackFileServer(byte[] body, boolean cutOffHalfWay) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body, 0, cutOffHalfWay ? body.length / 2 : body.length);
                out.flush();
            } catch (IOException ignored) {
                // the cut-off case closes early on purpose
            }
            exchange.close();
        });
        server.start();
    }

    String url(String fileName) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/" + fileName;
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
