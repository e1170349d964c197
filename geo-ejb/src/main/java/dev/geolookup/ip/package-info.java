/**
 * IP geolocation: the ranges entity, the IpRangeView (sorted range starts per address family, binary search), its
 * holder and IpLookupBean. Uses api, country, importrun and readmodel.
 */
package dev.geolookup.ip;
