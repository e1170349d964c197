/**
 * The admin endpoints (start an import, list runs) and their authentication from configured credentials.
 */
package dev.geolookup.web.admin;
