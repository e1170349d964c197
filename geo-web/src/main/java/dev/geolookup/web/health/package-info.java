/**
 * MicroProfile Health: live while the process runs and memory never ran out, ready when the database answers and
 * every dataset is served. Uses api and
 * readmodel.
 */
package dev.geolookup.web.health;
