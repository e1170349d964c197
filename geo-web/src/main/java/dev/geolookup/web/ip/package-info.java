/**
 * The IP endpoints: one address, the caller's, a batch, and the data source.
 */
package dev.geolookup.web.ip;
