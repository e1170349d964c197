/**
 * MicroProfile Health: live while the process runs, ready when the database answers and every dataset is served. Uses
 * api and readmodel.
 */
package dev.geolookup.web.health;
