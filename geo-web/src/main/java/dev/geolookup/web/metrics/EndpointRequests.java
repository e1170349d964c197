package dev.geolookup.web.metrics;

import io.prometheus.metrics.core.datapoints.DistributionDataPoint;
import io.prometheus.metrics.core.metrics.Histogram;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;

import java.lang.annotation.Annotation;
import java.lang.reflect.Method;

/**
 * The histogram geo_http_requests_seconds: REST requests per endpoint (method and path template, e.g.
 * "GET /places/{geonameId}", or "unmatched") and status class, with their server time. One per application, as
 * the registry takes each name once; {@link EndpointMetrics} feeds it.
 */
@ApplicationScoped
public class EndpointRequests {

    private static final String[] STATUS_CLASSES = {"1xx", "2xx", "3xx", "4xx", "5xx"};
    private static final double NANOS_PER_SECOND = 1e9;

    private Histogram requests;
    private Endpoint unmatched;

    @Inject
    private ServiceMetrics metrics;

    @PostConstruct
    void register() {
        requests = Histogram.builder().name("geo_http_requests_seconds")
                .help("REST requests per endpoint and status class, with their server time")
                .labelNames("endpoint", "status")
                .classicOnly()
                .classicUpperBounds(0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5)
                .register(metrics.registry());
        unmatched = new Endpoint("unmatched");
    }

    /**
     * The endpoint of a resource method, named by its HTTP method and path template; the path begins with the
     * resource class's, which a method a superclass declares takes from the class it serves (/places/{geonameId}).
     */
    public Endpoint of(Class<?> resourceClass, Method resourceMethod) {
        return new Endpoint(httpMethod(resourceMethod) + " " + pathTemplate(resourceClass, resourceMethod));
    }

    /**
     * An endpoint by a name of its own, for a resource method that serves several operations of a fixed table:
     * the name must come from that table, never from a request.
     */
    public Endpoint named(String name) {
        return new Endpoint(name);
    }

    /** Requests no resource method matched. */
    public Endpoint unmatched() {
        return unmatched;
    }

    private static String httpMethod(Method method) {
        for (Annotation annotation : method.getAnnotations()) {
            HttpMethod httpMethod = annotation.annotationType().getAnnotation(HttpMethod.class);
            if (httpMethod != null) {
                return httpMethod.value();
            }
        }
        return "ANY";
    }

    private static String pathTemplate(Class<?> resourceClass, Method method) {
        Path classPath = null;
        // A container may hand over a proxy subclass of the resource class, which carries no annotation of its own.
        for (Class<?> type = resourceClass; type != null && classPath == null; type = type.getSuperclass()) {
            classPath = type.getAnnotation(Path.class);
        }
        Path methodPath = method.getAnnotation(Path.class);
        StringBuilder template = new StringBuilder();
        for (Path part : new Path[] {classPath, methodPath}) {
            if (part != null && !part.value().isEmpty() && !part.value().equals("/")) {
                // A parameter's pattern ({version: v2|v3\\.1}) is no part of its name in a label: {version}.
                template.append('/').append(part.value().replaceAll("^/+|/+$", "")
                        .replaceAll("\\{(\\w+)\\s*:[^/]*}", "{$1}"));
            }
        }
        return template.isEmpty() ? "/" : template.toString();
    }

    /** One endpoint's data points by status class, looked up once: a label lookup costs more than an observation. */
    public final class Endpoint {

        private final String name;
        private final DistributionDataPoint[] byStatusClass = new DistributionDataPoint[STATUS_CLASSES.length];

        private Endpoint(String name) {
            this.name = name;
        }

        public void observe(int status, long nanos) {
            int statusClass = Math.min(Math.max(status / 100, 1), 5) - 1;
            DistributionDataPoint dataPoint = byStatusClass[statusClass];
            if (dataPoint == null) {
                dataPoint = requests.labelValues(name, STATUS_CLASSES[statusClass]);
                byStatusClass[statusClass] = dataPoint;
            }
            dataPoint.observe(nanos / NANOS_PER_SECOND);
        }
    }
}
