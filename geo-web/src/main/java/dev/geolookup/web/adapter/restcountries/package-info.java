/**
 * REST Countries' paths, /v2 and /v3.1: one JAX-RS resource calling RestCountriesLookup, its answers and errors
 * as REST Countries' JSON. Uses api and web.http.
 */
package dev.geolookup.web.adapter.restcountries;
