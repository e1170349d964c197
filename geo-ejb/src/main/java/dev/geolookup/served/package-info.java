/**
 * The read models this node serves, as one bundle an answer takes once: ServedViewsHolder. Uses boundary, country,
 * place, postal and subdivision.
 */
package dev.geolookup.served;
