package dev.geolookup.web.metrics;

import io.prometheus.metrics.core.datapoints.DistributionDataPoint;
import io.prometheus.metrics.core.metrics.Histogram;
import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.ext.Provider;

import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Counts and times every REST request per endpoint (method and path template, e.g. "GET /places/{geonameId}")
 * and status class, as the histogram geo_http_requests_seconds. Pre-matching, so requests that match no endpoint
 * are counted too, as "unmatched".
 */
@Provider
@PreMatching
public class EndpointMetrics implements ContainerRequestFilter, ContainerResponseFilter {

    private static final String STARTED = EndpointMetrics.class.getName() + ".started";
    private static final String[] STATUS_CLASSES = {"1xx", "2xx", "3xx", "4xx", "5xx"};
    private static final double NANOS_PER_SECOND = 1e9;

    /** Data points by endpoint and status class, kept because a label lookup costs more than an observation. */
    private final Map<String, DistributionDataPoint[]> requestsByEndpoint = new ConcurrentHashMap<>();
    private final Map<Method, String> endpointNames = new ConcurrentHashMap<>();
    private Histogram requests;

    @Inject
    private ServiceMetrics metrics;

    @Context
    private ResourceInfo resource;

    @PostConstruct
    void register() {
        requests = Histogram.builder().name("geo_http_requests_seconds")
                .help("REST requests per endpoint and status class, with their server time")
                .labelNames("endpoint", "status")
                .classicOnly()
                .classicUpperBounds(0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5)
                .register(metrics.registry());
    }

    @Override
    public void filter(ContainerRequestContext request) {
        request.setProperty(STARTED, System.nanoTime());
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (!(request.getProperty(STARTED) instanceof Long started)) {
            return;
        }
        int statusClass = Math.min(Math.max(response.getStatus() / 100, 1), 5) - 1;
        String endpoint = endpointName(resource.getResourceMethod());
        DistributionDataPoint[] byStatus = requestsByEndpoint.computeIfAbsent(endpoint,
                name -> new DistributionDataPoint[STATUS_CLASSES.length]);
        DistributionDataPoint dataPoint = byStatus[statusClass];
        if (dataPoint == null) {
            dataPoint = requests.labelValues(endpoint, STATUS_CLASSES[statusClass]);
            byStatus[statusClass] = dataPoint;
        }
        dataPoint.observe((System.nanoTime() - started) / NANOS_PER_SECOND);
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
