package dev.geolookup.web.responsecache;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.FilterRegistration;
import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletException;

import java.util.EnumSet;
import java.util.logging.Logger;

/** Puts the response cache in front of the application unless geo.response-cache.max-mb is 0. */
public final class ResponseCacheRegistration {

    private static final Logger LOG = Logger.getLogger(ResponseCacheRegistration.class.getName());

    private ResponseCacheRegistration() {
    }

    /** Adds the cache's filter after those added before it, unless the cache is off. */
    public static void register(ServletContext context, ResponseCache cache) {
        if (!cache.enabled()) {
            LOG.info("Response cache: off");
            return;
        }
        try {
            FilterRegistration.Dynamic filter = context.addFilter("response-cache",
                    context.createFilter(ResponseCacheFilter.class));
            // The MCP servlet behind it answers asynchronously.
            filter.setAsyncSupported(true);
            filter.addMappingForUrlPatterns(EnumSet.of(DispatcherType.REQUEST), true, "/*");
        } catch (ServletException e) {
            throw new IllegalStateException("could not set up the response cache", e);
        }
        LOG.info(() -> "Response cache: on");
    }
}
