/**
 * The JAX-RS application and its OpenAPI description; each feature's resources are in the package of its name.
 */
package dev.geolookup.web;
