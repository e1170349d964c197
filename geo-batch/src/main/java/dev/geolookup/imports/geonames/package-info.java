/**
 * The GeoNames jobs: places, cities, admin codes and countryInfo, from tab-separated files.
 */
package dev.geolookup.imports.geonames;
