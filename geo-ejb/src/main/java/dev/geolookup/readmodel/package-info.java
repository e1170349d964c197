/**
 * What every read model shares: the dataset versions in the database, the holder that swaps a new view in whole, the
 * refresher that notices a new version, the snapshots that let a restart skip a rebuild, and the heap of the k best
 * rows a query keeps. Uses api.
 */
package dev.geolookup.readmodel;
