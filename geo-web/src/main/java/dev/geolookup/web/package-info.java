/**
 * The JAX-RS application; each feature's resources are in the package of its name, the OpenAPI contract in
 * web.openapi. Uses nothing of ours.
 */
package dev.geolookup.web;
