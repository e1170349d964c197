package dev.geolookup.web.health;

import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.spi.HealthCheckResponseProvider;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The health responses of the unit tests, outside a container (META-INF/services of the test class path): the
 * server's implementation builds them inside one.
 */
public class RecordingHealthResponses implements HealthCheckResponseProvider {

    @Override
    public HealthCheckResponseBuilder createResponseBuilder() {
        return new HealthCheckResponseBuilder() {
            private String name;
            private boolean up;
            private final Map<String, Object> data = new LinkedHashMap<>();

            @Override
            public HealthCheckResponseBuilder name(String name) {
                this.name = name;
                return this;
            }

            @Override
            public HealthCheckResponseBuilder withData(String key, String value) {
                data.put(key, value);
                return this;
            }

            @Override
            public HealthCheckResponseBuilder withData(String key, long value) {
                data.put(key, value);
                return this;
            }

            @Override
            public HealthCheckResponseBuilder withData(String key, boolean value) {
                data.put(key, value);
                return this;
            }

            @Override
            public HealthCheckResponseBuilder up() {
                return status(true);
            }

            @Override
            public HealthCheckResponseBuilder down() {
                return status(false);
            }

            @Override
            public HealthCheckResponseBuilder status(boolean up) {
                this.up = up;
                return this;
            }

            @Override
            public HealthCheckResponse build() {
                return new HealthCheckResponse(name, up ? HealthCheckResponse.Status.UP : HealthCheckResponse.Status.DOWN,
                        data.isEmpty() ? Optional.empty() : Optional.of(Map.copyOf(data)));
            }
        };
    }
}
