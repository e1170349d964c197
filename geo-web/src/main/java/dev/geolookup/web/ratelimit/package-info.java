/**
 * The per-client rate limit of the public endpoints.
 */
package dev.geolookup.web.ratelimit;
