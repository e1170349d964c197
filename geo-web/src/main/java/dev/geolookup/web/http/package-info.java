/**
 * What every HTTP answer shares: JSON writing, caching (ETag, 304), CORS, plain-text refusals for every error, the
 * caller's address behind proxies. Uses api and web.health.
 */
package dev.geolookup.web.http;
