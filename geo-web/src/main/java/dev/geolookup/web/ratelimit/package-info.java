/**
 * The per-client rate limit of the public endpoints. Uses web.http.
 */
package dev.geolookup.web.ratelimit;
