/**
 * The GeoNames jobs: places, cities, admin codes and countryInfo, from tab-separated files. Uses imports.
 */
package dev.geolookup.imports.geonames;
