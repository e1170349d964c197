/**
 * Metrics in Prometheus text: requests per endpoint, import runs and read models.
 */
package dev.geolookup.web.metrics;
