/** Zippopotam.us' keyless postal-code API as its clients call it: the lookup's interface. Uses api. */
package dev.geolookup.api.adapter.zippopotam;
