/**
 * The public contract every layer shares: the JSON body type answers travel in and the GeoJSON form of those that
 * locate things, the two refusals a lookup throws (bad input, nothing found), the one JSON-P provider and the one list
 * of datasets. Uses nothing of ours.
 */
package dev.geolookup.api;
