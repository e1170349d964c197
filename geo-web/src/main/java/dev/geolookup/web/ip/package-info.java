/**
 * The IP endpoints: one address, the caller's, a batch, and the data source. Uses api and web.http.
 */
package dev.geolookup.web.ip;
