/**
 * The country endpoints: one JAX-RS resource calling CountryLookup.
 */
package dev.geolookup.web.country;
