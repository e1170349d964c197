package dev.geolookup.web.metrics;

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
import org.eclipse.microprofile.metrics.Metadata;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.MetricUnits;
import org.eclipse.microprofile.metrics.Tag;
import org.eclipse.microprofile.metrics.Timer;

import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Counts and times every REST request per endpoint (method and path template, e.g. "GET /places/{geonameId}")
 * and status class, as the timer geo.http.requests on /metrics. Pre-matching, so requests that match no endpoint
 * are counted too, as "unmatched".
 */
@Provider
@PreMatching
public class EndpointMetrics implements ContainerRequestFilter, ContainerResponseFilter {

    private static final String STARTED = EndpointMetrics.class.getName() + ".started";
    private static final Metadata REQUESTS = Metadata.builder().withName("geo.http.requests")
            .withDescription("REST requests per endpoint and status class, with their server time")
            .withUnit(MetricUnits.SECONDS).build();
    private static final String[] STATUS_CLASSES = {"1xx", "2xx", "3xx", "4xx", "5xx"};

    /** Timers by endpoint and status class; looked up here because the registry builds an id on each call. */
    private final Map<String, Timer[]> timers = new ConcurrentHashMap<>();
    private final Map<Method, String> endpointNames = new ConcurrentHashMap<>();

    @Inject
    private MetricRegistry registry;

    @Context
    private ResourceInfo resource;

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
        Timer[] byStatus = timers.computeIfAbsent(endpoint, name -> new Timer[STATUS_CLASSES.length]);
        Timer timer = byStatus[statusClass];
        if (timer == null) {
            timer = registry.timer(REQUESTS, new Tag("endpoint", endpoint), new Tag("status", STATUS_CLASSES[statusClass]));
            byStatus[statusClass] = timer;
        }
        timer.update(Duration.ofNanos(System.nanoTime() - started));
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
