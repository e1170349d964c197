/**
 * The admin endpoints (start an import, list runs) and their authentication from configured credentials. Uses api,
 * importrun, imports, web.http and web.ratelimit.
 */
package dev.geolookup.web.admin;
