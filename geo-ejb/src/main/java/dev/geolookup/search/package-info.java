/**
 * Name search over a gazetteer: the scoring model (SearchScore), the plan that chooses how a search reads
 * (SearchPlan), the name indexes it reads (SearchIndex and its n-gram, word-start and grid indexes) and the walks
 * over them; docs/SEARCH.md is its design. It knows features only as RankedFeatures. Uses api, readmodel and spatial.
 */
package dev.geolookup.search;
