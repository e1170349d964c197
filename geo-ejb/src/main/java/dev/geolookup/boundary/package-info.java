/**
 * The country and time-zone boundaries: their entities, the view of each (polygons in a spatial index) with its
 * loader and holder, and the rules for a point at sea (NauticalZone) and the zone at a point (TimezoneAt). Reverse
 * geocoding, the time at a point and IP geolocation read them. Uses api, readmodel and spatial.
 */
package dev.geolookup.boundary;
