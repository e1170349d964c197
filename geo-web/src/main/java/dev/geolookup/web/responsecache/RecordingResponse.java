package dev.geolookup.web.responsecache;

import dev.geolookup.web.metrics.EndpointRequests;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Passes the normal path's answer through to the client unchanged while it keeps a copy: the calls that shaped
 * the head and the body's bytes. An answer written in a way a replay could not repeat exactly (a writer, a
 * cookie, a date header, an error page, a body over the size limit) is marked as not replayable.
 */
final class RecordingResponse extends HttpServletResponseWrapper {

    private final int maxBodyBytes;
    private final List<ResponseCall> calls = new ArrayList<>();
    private ByteArrayOutputStream body = new ByteArrayOutputStream();
    private boolean replayable = true;
    private int status = SC_OK;
    private ServletOutputStream copyingStream;

    RecordingResponse(HttpServletResponse response, int maxBodyBytes) {
        super(response);
        this.maxBodyBytes = maxBodyBytes;
    }

    /** The recorded answer, if it can be replayed byte for byte. */
    Optional<RecordedAnswer> answer(EndpointRequests.Endpoint endpoint) {
        if (!replayable) {
            return Optional.empty();
        }
        return Optional.of(new RecordedAnswer(status, List.copyOf(calls), body.toByteArray(), endpoint));
    }

    @Override
    public void setStatus(int status) {
        this.status = status;
        calls.add(ResponseCall.status(status));
        super.setStatus(status);
    }

    @Override
    public void setHeader(String name, String value) {
        calls.add(new ResponseCall(ResponseCall.Kind.SET_HEADER, name, value));
        super.setHeader(name, value);
    }

    @Override
    public void addHeader(String name, String value) {
        calls.add(new ResponseCall(ResponseCall.Kind.ADD_HEADER, name, value));
        super.addHeader(name, value);
    }

    @Override
    public void setIntHeader(String name, int value) {
        setHeader(name, Integer.toString(value));
    }

    @Override
    public void addIntHeader(String name, int value) {
        addHeader(name, Integer.toString(value));
    }

    @Override
    public void setContentType(String type) {
        calls.add(new ResponseCall(ResponseCall.Kind.CONTENT_TYPE, null, type));
        super.setContentType(type);
    }

    @Override
    public void setCharacterEncoding(String charset) {
        calls.add(new ResponseCall(ResponseCall.Kind.CHARACTER_ENCODING, null, charset));
        super.setCharacterEncoding(charset);
    }

    @Override
    public void setContentLength(int length) {
        setContentLengthLong(length);
    }

    @Override
    public void setContentLengthLong(long length) {
        calls.add(ResponseCall.contentLength(length));
        super.setContentLengthLong(length);
    }

    @Override
    public void setDateHeader(String name, long date) {
        replayable = false;
        super.setDateHeader(name, date);
    }

    @Override
    public void addDateHeader(String name, long date) {
        replayable = false;
        super.addDateHeader(name, date);
    }

    @Override
    public void setLocale(Locale locale) {
        replayable = false;
        super.setLocale(locale);
    }

    @Override
    public void addCookie(Cookie cookie) {
        replayable = false;
        super.addCookie(cookie);
    }

    @Override
    public void setTrailerFields(Supplier<Map<String, String>> supplier) {
        replayable = false;
        super.setTrailerFields(supplier);
    }

    @Override
    public void sendError(int status, String message) throws IOException {
        replayable = false;
        super.sendError(status, message);
    }

    @Override
    public void sendError(int status) throws IOException {
        replayable = false;
        super.sendError(status);
    }

    @Override
    public void sendRedirect(String location) throws IOException {
        replayable = false;
        super.sendRedirect(location);
    }

    @Override
    public PrintWriter getWriter() throws IOException {
        replayable = false;
        return super.getWriter();
    }

    @Override
    public void reset() {
        super.reset();
        calls.clear();
        body.reset();
        status = SC_OK;
    }

    @Override
    public void resetBuffer() {
        super.resetBuffer();
        body.reset();
    }

    @Override
    public ServletOutputStream getOutputStream() throws IOException {
        if (copyingStream == null) {
            copyingStream = new CopyingStream(super.getOutputStream());
        }
        return copyingStream;
    }

    private void copy(byte[] bytes, int offset, int length) {
        if (!replayable) {
            return;
        }
        if (body.size() + length > maxBodyBytes) {
            replayable = false;
            body = new ByteArrayOutputStream();
            return;
        }
        body.write(bytes, offset, length);
    }

    /** Writes through to the client and copies what it wrote. */
    private final class CopyingStream extends ServletOutputStream {

        private final ServletOutputStream client;

        CopyingStream(ServletOutputStream client) {
            this.client = client;
        }

        @Override
        public void write(int b) throws IOException {
            client.write(b);
            copy(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            client.write(bytes, offset, length);
            copy(bytes, offset, length);
        }

        @Override
        public void flush() throws IOException {
            client.flush();
        }

        @Override
        public void close() throws IOException {
            client.close();
        }

        @Override
        public boolean isReady() {
            return client.isReady();
        }

        @Override
        public void setWriteListener(WriteListener listener) {
            client.setWriteListener(listener);
        }
    }
}
