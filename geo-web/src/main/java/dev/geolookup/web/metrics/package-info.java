/**
 * Metrics in Prometheus text: requests per endpoint, import runs and read models. Uses api, importrun and readmodel.
 */
package dev.geolookup.web.metrics;
