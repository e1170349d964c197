/**
 * The indexes a name search reads, built from the ranked features and saved in snapshots: the n-gram index, the
 * sorted word starts (RelevanceIndex, its kept trie top and prefix tops), the rank grid of cells, the filters and
 * areas that select rows, and the scorer that reads a row's score off them. Uses api, readmodel, search.rows,
 * search.score and spatial.
 */
package dev.geolookup.search.index;
