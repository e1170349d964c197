/**
 * IP geolocation: the ranges entity, the IpRangeView (sorted range starts per address family, binary search),
 * its holder and IpLookupBean. Uses country for the records it answers with.
 */
package dev.geolookup.ip;
