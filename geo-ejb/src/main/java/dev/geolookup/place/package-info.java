/**
 * The gazetteer: places of every feature class and cities (a city is a place of another dataset). The entities, the
 * columnar GazetteerView with its search index, the names by language, their holders, and the two lookup EJBs. Uses
 * api, country, readmodel, search.index, search.plan, search.rows, search.score and spatial.
 */
package dev.geolookup.place;
