/**
 * Zippopotam.us' answers over the postal codes: its member names, every value a string, and the spacing its Python
 * server writes. Uses api, country, postal and spatial.
 */
package dev.geolookup.adapter.zippopotam;
