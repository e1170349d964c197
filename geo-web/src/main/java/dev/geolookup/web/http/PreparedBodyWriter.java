package dev.geolookup.web.http;

import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.MessageBodyWriter;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;

/**
 * Writes an answer whose bytes are prepared before the response, as they are and with their length: no
 * serialisation on the request path. Jersey buffers 8 KB before it commits the headers; without the length a
 * larger body would go out chunked.
 */
abstract class PreparedBodyWriter<T> implements MessageBodyWriter<T> {

    private final Class<T> type;

    PreparedBodyWriter(Class<T> type) {
        this.type = type;
    }

    /** The bytes of the answer, as they go out. */
    abstract byte[] bytes(T body);

    @Override
    public boolean isWriteable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
        return type == this.type;
    }

    @Override
    public long getSize(T body, Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
        return bytes(body).length;
    }

    @Override
    public void writeTo(T body, Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType,
                        MultivaluedMap<String, Object> headers, OutputStream out) throws IOException {
        if (MediaTypes.inUtf8(mediaType) != mediaType) {
            headers.putSingle(HttpHeaders.CONTENT_TYPE, MediaTypes.inUtf8(mediaType));
        }
        byte[] bytes = bytes(body);
        headers.putSingle(HttpHeaders.CONTENT_LENGTH, bytes.length);
        out.write(bytes);
    }
}
