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
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The histogram geo_http_requests_seconds: REST requests per endpoint (method and path template, e.g.
 * "GET /places/{geonameId}", or "unmatched") and status class, with their server time. One per application, as
 * the registry takes each name once; {@link EndpointMetrics} feeds it.
 */
@ApplicationScoped
public class EndpointRequests {

    private static final String[] STATUS_CLASSES = {"1xx", "2xx", "3xx", "4xx", "5xx"};
    private static final double NANOS_PER_SECOND = 1e9;

    /** Data points by endpoint and status class, kept because a label lookup costs more than an observation. */
    private final Map<String, DistributionDataPoint[]> requestsByEndpoint = new ConcurrentHashMap<>();
    private final Map<Method, String> endpointNames = new ConcurrentHashMap<>();
    private Histogram requests;

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
    }

    /** One request answered by the resource method given (null: none matched) with the status given. */
    public void observe(Method resourceMethod, int status, long nanos) {
        int statusClass = Math.min(Math.max(status / 100, 1), 5) - 1;
        String endpoint = endpointName(resourceMethod);
        DistributionDataPoint[] byStatus = requestsByEndpoint.computeIfAbsent(endpoint,
                name -> new DistributionDataPoint[STATUS_CLASSES.length]);
        DistributionDataPoint dataPoint = byStatus[statusClass];
        if (dataPoint == null) {
            dataPoint = requests.labelValues(endpoint, STATUS_CLASSES[statusClass]);
            byStatus[statusClass] = dataPoint;
        }
        dataPoint.observe(nanos / NANOS_PER_SECOND);
    }

    private String endpointName(Method method) {
        if (method == null) {
            return "unmatched";
        }
        return endpointNames.computeIfAbsent(method, m -> httpMethod(m) + " " + pathTemplate(m));
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

    private static String pathTemplate(Method method) {
        Path classPath = method.getDeclaringClass().getAnnotation(Path.class);
        Path methodPath = method.getAnnotation(Path.class);
        StringBuilder template = new StringBuilder();
        for (Path part : new Path[] {classPath, methodPath}) {
            if (part != null && !part.value().isEmpty() && !part.value().equals("/")) {
                template.append('/').append(part.value().replaceAll("^/+|/+$", ""));
            }
        }
        return template.isEmpty() ? "/" : template.toString();
    }
}
