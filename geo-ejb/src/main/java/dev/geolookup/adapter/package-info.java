/**
 * What the compatible APIs' beans share: the bundle of read models one answer is written from, taken once per
 * request, and a feature described as the open geocoders (Nominatim, photon) describe a place. Uses api, boundary,
 * country, place, postal, served, spatial and subdivision.
 */
package dev.geolookup.adapter;
