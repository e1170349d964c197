package dev.geolookup.web.http;

import dev.geolookup.api.JsonBody;
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

/** Writes prepared JSON as it is: no serialisation on the request path. */
@Provider
@Produces({MediaType.APPLICATION_JSON, MediaTypes.GEO_JSON})
public class JsonBodyWriter implements MessageBodyWriter<JsonBody> {

    @Override
    public boolean isWriteable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
        return type == JsonBody.class;
    }

    @Override
    public long getSize(JsonBody body, Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
        return body.utf8().length;
    }

    @Override
    public void writeTo(JsonBody body, Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType,
                        MultivaluedMap<String, Object> headers, OutputStream out) throws IOException {
        // Jersey buffers 8 KB before it commits the headers; a larger body would otherwise go out chunked.
        if (MediaTypes.inUtf8(mediaType) != mediaType) {
            headers.putSingle(HttpHeaders.CONTENT_TYPE, MediaTypes.inUtf8(mediaType));
        }
        headers.putSingle(HttpHeaders.CONTENT_LENGTH, body.utf8().length);
        out.write(body.utf8());
    }
}
