/**
 * IP geolocation: the entities of the country, city and network ranges, their views over AddressRanges (sorted
 * range starts per address family, binary search), their holders, the answers and IpLookupBean. Uses api, boundary,
 * country, importrun, place, readmodel, spatial and subdivision.
 */
package dev.geolookup.ip;
