/**
 * REST Countries' keyless API, versions 2 and 3.1, as its clients call it: the lookup's interface, what a request
 * asks and what it is answered. Uses api.
 */
package dev.geolookup.api.adapter.restcountries;
