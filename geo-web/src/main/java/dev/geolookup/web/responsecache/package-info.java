/**
 * Whole HTTP answers kept in memory in front of the REST application: a repeated GET is answered with the bytes and
 * headers the normal path gave it, without going through JAX-RS and the EJB again, until a read model of this node
 * serves a new data version. Uses api, readmodel, web.http and web.metrics.
 */
package dev.geolookup.web.responsecache;
