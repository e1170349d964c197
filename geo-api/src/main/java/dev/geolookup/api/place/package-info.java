/**
 * The gazetteer lookup (places and cities alike: a city is a place of another dataset; OfGazetteer picks one) and
 * the name-search query. Uses api, api.country, api.geo, api.geocode, api.request, api.subdivision and api.text.
 */
package dev.geolookup.api.place;
