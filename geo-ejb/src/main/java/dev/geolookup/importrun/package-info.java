/**
 * The record of every import run and the database locks that keep two nodes from importing the same dataset at once.
 * Written by the batch jobs, read by the admin endpoint and the metrics. Uses api.
 */
package dev.geolookup.importrun;
