package dev.geolookup.web;

import dev.geolookup.web.ratelimit.RateLimitRegistration;
import dev.geolookup.web.responsecache.ResponseCache;
import dev.geolookup.web.responsecache.ResponseCacheRegistration;
import jakarta.inject.Inject;
import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.annotation.WebListener;

/**
 * The servlet filters in front of the application, added in the order they run: the rate limit first, so that it
 * counts every request, the answers the response cache gives too; then the response cache. One listener adds both,
 * each after the mappings before it: servers differ in the order they call listeners, and some put a mapping added
 * "before the declared ones" ahead of those added that way earlier.
 */
@WebListener
public class ServletFilters implements ServletContextListener {

    @Inject
    private ResponseCache responseCache;

    @Override
    public void contextInitialized(ServletContextEvent event) {
        RateLimitRegistration.register(event.getServletContext());
        ResponseCacheRegistration.register(event.getServletContext(), responseCache);
    }
}
