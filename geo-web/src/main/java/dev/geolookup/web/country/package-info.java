/**
 * The country endpoints: one JAX-RS resource calling CountryLookup. Uses api and web.http.
 */
package dev.geolookup.web.country;
