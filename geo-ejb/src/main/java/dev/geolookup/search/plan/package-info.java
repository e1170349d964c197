/**
 * How a search reads the indexes: SearchPlan chooses between the name walk, the walk over the rank grid near a
 * focus or inside an area, and the typo-tolerant walk over the word starts, and merges what they find. Uses api,
 * readmodel, search.index, search.rows and search.score.
 */
package dev.geolookup.search.plan;
