/**
 * The GeoNames jobs: places, cities, admin codes and countryInfo, from tab-separated files, and the estimate of the
 * heap a places or cities source would take, from its first part. Uses api, imports and place.
 */
package dev.geolookup.imports.geonames;
