/**
 * The distance lookup's interface and its query (two cities or two points).
 */
package dev.geolookup.api.distance;
