package dev.geolookup.web.ratelimit;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.FilterRegistration;
import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletException;
import org.eclipse.microprofile.config.ConfigProvider;

import java.util.EnumSet;
import java.util.logging.Logger;

/**
 * Puts the public rate limit in front of the application when geo.rate-limit.per-minute is above zero. Off by
 * default, and then no filter runs at all: the limit costs nothing where nobody asked for it.
 */
public final class RateLimitRegistration {

    static final String PER_MINUTE = "geo.rate-limit.per-minute";
    private static final Logger LOG = Logger.getLogger(RateLimitRegistration.class.getName());

    private RateLimitRegistration() {
    }

    /** Adds the limit's filter after those added before it, where the limit is set. */
    public static void register(ServletContext context) {
        long perMinute = ConfigProvider.getConfig().getOptionalValue(PER_MINUTE, Long.class).orElse(0L);
        if (perMinute <= 0) {
            return;
        }
        try {
            FilterRegistration.Dynamic filter = context.addFilter("public-rate-limit",
                    context.createFilter(PublicRateLimitFilter.class));
            filter.setAsyncSupported(true);
            filter.addMappingForUrlPatterns(EnumSet.of(DispatcherType.REQUEST), true, "/*");
        } catch (ServletException e) {
            throw new IllegalStateException("could not set up the rate limit", e);
        }
        LOG.info(() -> "Public API rate limit: " + perMinute + " requests a minute per client");
    }
}
