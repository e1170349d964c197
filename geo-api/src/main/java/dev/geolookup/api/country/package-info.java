/**
 * The country lookup's interface and its inputs: the codes a request may give (CountryCodes owns their form), the
 * filters, sort orders, fields and pages of a country query. Uses api and api.request.
 */
package dev.geolookup.api.country;
