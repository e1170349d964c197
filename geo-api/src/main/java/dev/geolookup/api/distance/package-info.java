/**
 * The distance lookup's interface and its query (two cities or two points). Uses api, api.geo and api.text.
 */
package dev.geolookup.api.distance;
