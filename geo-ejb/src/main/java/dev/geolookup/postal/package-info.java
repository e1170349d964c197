/**
 * Postal codes: the entities, PostalCodeView (codes by lookup key, and a nearest-neighbour index), PostalFormatView
 * (each country's code pattern), their holders and PostalLookupBean. Uses api, country, readmodel and spatial.
 */
package dev.geolookup.postal;
