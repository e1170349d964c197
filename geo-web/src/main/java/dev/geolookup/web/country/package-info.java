/**
 * The country endpoints: one JAX-RS resource calling CountryLookup. Uses api.
 */
package dev.geolookup.web.country;
