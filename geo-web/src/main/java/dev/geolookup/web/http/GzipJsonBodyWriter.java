package dev.geolookup.web.http;

import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.MessageBodyWriter;
import jakarta.ws.rs.ext.Provider;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;

/** Writes a compressed JSON answer as it is, with its length, as {@link JsonBodyWriter} writes the plain one. */
@Provider
@Produces({MediaType.APPLICATION_JSON, MediaTypes.GEO_JSON})
public class GzipJsonBodyWriter implements MessageBodyWriter<GzipJsonBody> {

    @Override
    public boolean isWriteable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
        return type == GzipJsonBody.class;
    }

    @Override
    public long getSize(GzipJsonBody body, Class<?> type, Type genericType, Annotation[] annotations,
                        MediaType mediaType) {
        return body.bytes().length;
    }

    @Override
    public void writeTo(GzipJsonBody body, Class<?> type, Type genericType, Annotation[] annotations,
                        MediaType mediaType, MultivaluedMap<String, Object> headers, OutputStream out)
            throws IOException {
        if (MediaTypes.inUtf8(mediaType) != mediaType) {
            headers.putSingle(HttpHeaders.CONTENT_TYPE, MediaTypes.inUtf8(mediaType));
        }
        headers.putSingle(HttpHeaders.CONTENT_LENGTH, body.bytes().length);
        out.write(body.bytes());
    }
}
