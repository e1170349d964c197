/**
 * GeoNames' JSON web services as their clients call them: which services there are, what each reads, and the
 * lookup that answers them in GeoNames' shapes. Uses api.
 */
package dev.geolookup.api.adapter.geonames;
