/**
 * The outlines: country boundaries, time-zone boundaries and first-level subdivision outlines, their entities, the
 * view of each (polygons in a spatial index) with its loader and holder, and the rules for a point at sea
 * (NauticalZone) and the zone at a point (TimezoneAt). Reverse geocoding, subdivisions, the time at a point and IP
 * geolocation read them. Uses api, readmodel and spatial.
 */
package dev.geolookup.boundary;
