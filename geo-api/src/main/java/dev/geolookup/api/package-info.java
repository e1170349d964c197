/**
 * The public contract every layer shares: the JSON body type answers travel in, the two refusals a lookup
 * throws (bad input, nothing found) and the one JSON-P provider. Depends on nothing of ours.
 */
package dev.geolookup.api;
