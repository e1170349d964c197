/**
 * The score of a name search (docs/SEARCH.md): every name of a feature and its class (the feature's own name, its
 * name in a language, an alternate name), how a name matches the query (equal, starting with it, a word starting
 * with it, containing it, a typo away) and what a match counts with the feature's importance and distance. Uses api
 * and readmodel.
 */
package dev.geolookup.search.score;
