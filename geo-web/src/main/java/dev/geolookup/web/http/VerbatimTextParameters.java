package dev.geolookup.web.http;

import jakarta.ws.rs.ext.ParamConverter;
import jakarta.ws.rs.ext.ParamConverterProvider;
import jakarta.ws.rs.ext.Provider;

import java.lang.annotation.Annotation;
import java.lang.reflect.Type;

/**
 * Hands a text parameter to its field as it came. Without it, Jersey (Payara) looks up the converter of every field of
 * a {@code @BeanParam} again on every request, and each look-up throws and catches a NoSuchMethodException with its
 * stack trace while it searches String for a {@code valueOf(String)}: a search's fourteen parameters cost more than
 * the search (seen in a thread dump under load, 2026-11-29). A server that keeps its converters asks once.
 */
@Provider
public class VerbatimTextParameters implements ParamConverterProvider {

    private static final ParamConverter<String> VERBATIM = new ParamConverter<>() {
        @Override
        public String fromString(String value) {
            return value;
        }

        @Override
        public String toString(String value) {
            return value;
        }
    };

    @Override
    @SuppressWarnings("unchecked")
    public <T> ParamConverter<T> getConverter(Class<T> rawType, Type genericType, Annotation[] annotations) {
        return rawType == String.class ? (ParamConverter<T>) VERBATIM : null;
    }
}
