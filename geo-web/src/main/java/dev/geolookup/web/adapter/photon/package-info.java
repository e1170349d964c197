/**
 * photon's search and reverse at their own paths under /photon, so that a photon client needs only another base
 * address for places (docs/API.md, "Moving from photon"). Uses web.http and api.
 */
package dev.geolookup.web.adapter.photon;
