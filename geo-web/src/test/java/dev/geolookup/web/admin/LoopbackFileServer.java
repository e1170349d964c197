package dev.geolookup.web.admin;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * An HTTP server on the loopback interface that serves one body to every request, whole, cut off half-way (it
 * announces the full length, sends half and closes the connection, as a download that breaks off does), stalled
 * half-way (it sends half and then nothing, keeping the connection open) or trickling (a few bytes a second, never
 * idle long enough for a read timeout, until the server is closed). It stands in for the GeoNames and DB-IP
 * download sites, which the build machines cannot reach.
 */
final class LoopbackFileServer implements AutoCloseable {

    enum Delivery { WHOLE, CUT_OFF_HALF_WAY, STALLED_HALF_WAY, TRICKLE }

    private static final int TRICKLE_BYTES_PER_SECOND = 50;

    private final ServerSocket server;
    private final Thread acceptor;

    LoopbackFileServer(byte[] body, Delivery delivery) throws IOException {
        server = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
        acceptor = new Thread(() -> serve(body, delivery), "loopback-file-server");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    private void serve(byte[] body, Delivery delivery) {
        while (!server.isClosed()) {
            try (Socket connection = server.accept()) {
                readRequestHead(connection.getInputStream());
                OutputStream out = connection.getOutputStream();
                out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: "
                        + body.length + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                if (delivery == Delivery.TRICKLE) {
                    trickle(body, out);
                    continue;
                }
                out.write(body, 0, delivery == Delivery.WHOLE ? body.length : body.length / 2);
                out.flush();
                while (delivery == Delivery.STALLED_HALF_WAY && !server.isClosed()) {
                    Thread.sleep(100);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (IOException e) {
                // closed by close(), or the client went away: nothing to serve
            }
        }
    }

    private void trickle(byte[] body, OutputStream out) throws IOException, InterruptedException {
        for (int sent = 0; sent < body.length && !server.isClosed(); sent += TRICKLE_BYTES_PER_SECOND) {
            out.write(body, sent, Math.min(TRICKLE_BYTES_PER_SECOND, body.length - sent));
            out.flush();
            Thread.sleep(1000);
        }
    }

    private static void readRequestHead(InputStream in) throws IOException {
        int matched = 0;
        byte[] end = {'\r', '\n', '\r', '\n'};
        int b;
        while (matched < end.length && (b = in.read()) >= 0) {
            matched = b == end[matched] ? matched + 1 : (b == '\r' ? 1 : 0);
        }
    }

    String url(String fileName) {
        return "http://127.0.0.1:" + server.getLocalPort() + "/" + fileName;
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
