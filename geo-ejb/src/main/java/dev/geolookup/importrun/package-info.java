/**
 * The record of every import run and the database locks that keep two nodes from importing the same dataset at once.
 * Written by the batch jobs and by a node that will not load an import's data, read by the admin endpoint and the
 * metrics. Uses api and readmodel.
 */
package dev.geolookup.importrun;
