/**
 * The ISO 3166-2 code job: the subdivision codes of Debian's iso-codes with their countries, parents, names and
 * types, each code checked. Uses api and imports.
 */
package dev.geolookup.imports.subdivision;
