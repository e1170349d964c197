/**
 * Zippopotam.us' API at its own paths under /zippopotam, so that its clients need only another base address
 * (docs/API.md, "Moving from Zippopotam.us"). Uses web.http and api.
 */
package dev.geolookup.web.adapter.zippopotam;
