/**
 * GeoNames' JSON web services over this service's read models: the lookup bean and, one per family of services,
 * what answers them (toponym search, nearby features, the tree of a feature, countries, postal codes, time zones),
 * the rows written in GeoNames' member orders per style, and GeoNames' status errors. Uses adapter, api, boundary,
 * country, place, postal, reverse, search.index, search.rows, search.score, spatial and subdivision.
 */
package dev.geolookup.adapter.geonames;
