/**
 * The JAX-RS application and the servlet filters in front of it; each feature's resources are in the package of its
 * name, the OpenAPI contract in web.openapi. Uses web.ratelimit and web.responsecache.
 */
package dev.geolookup.web;
