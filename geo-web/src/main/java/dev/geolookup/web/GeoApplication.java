package dev.geolookup.web;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;

import java.util.HashMap;
import java.util.Map;

/** The REST API answers at the root: GET /alpha/de, GET /countries, …, with no /api or version prefix, as REST Countries does. */
@ApplicationPath("/")
public class GeoApplication extends Application {

    /**
     * Configuration properties named {@code geo.jaxrs.property.<name>} are given to the JAX-RS implementation as
     * its property {@code <name>}: how the server's JAX-RS runtime is tuned is configuration, not code, and a
     * property one implementation does not know is ignored by it.
     */
    static final String PROPERTY_PREFIX = "geo.jaxrs.property.";

    @Override
    public Map<String, Object> getProperties() {
        return implementationProperties(ConfigProvider.getConfig());
    }

    static Map<String, Object> implementationProperties(Config config) {
        Map<String, Object> properties = new HashMap<>();
        for (String name : config.getPropertyNames()) {
            if (name.startsWith(PROPERTY_PREFIX) && name.length() > PROPERTY_PREFIX.length()) {
                config.getOptionalValue(name, String.class)
                        .ifPresent(value -> properties.put(name.substring(PROPERTY_PREFIX.length()), value));
            }
        }
        return properties;
    }
}
