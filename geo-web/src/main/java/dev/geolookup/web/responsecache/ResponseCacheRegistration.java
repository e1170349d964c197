package dev.geolookup.web.responsecache;

import jakarta.inject.Inject;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.FilterRegistration;
import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.ServletException;

import java.util.EnumSet;
import java.util.logging.Logger;

/**
 * Puts the response cache in front of the application unless geo.response-cache.max-mb is 0. Listed in web.xml
 * after the rate limit's registration: filters run in the order they are added, and the limit must see every
 * request, kept answers too.
 */
public class ResponseCacheRegistration implements ServletContextListener {

    private static final Logger LOG = Logger.getLogger(ResponseCacheRegistration.class.getName());

    @Inject
    private ResponseCache cache;

    @Override
    public void contextInitialized(ServletContextEvent event) {
        if (!cache.enabled()) {
            LOG.info("Response cache: off");
            return;
        }
        ServletContext context = event.getServletContext();
        try {
            FilterRegistration.Dynamic filter = context.addFilter("response-cache",
                    context.createFilter(ResponseCacheFilter.class));
            // The MCP servlet behind it answers asynchronously.
            filter.setAsyncSupported(true);
            filter.addMappingForUrlPatterns(EnumSet.of(DispatcherType.REQUEST), false, "/*");
        } catch (ServletException e) {
            throw new IllegalStateException("could not set up the response cache", e);
        }
        LOG.info(() -> "Response cache: on");
    }
}
