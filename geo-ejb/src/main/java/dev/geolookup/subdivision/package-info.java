/**
 * Subdivisions: every GeoNames first- and second-level division of a country with what Natural Earth's outlines add
 * (ISO 3166-2 code, type, names, label point, outline as GeoJSON), by code and by country (SubdivisionLookupBean,
 * SubdivisionQueries, OutlineJson), and which admin1 each outline is or lies in (Admin1Outlines), built when a new
 * version of the outlines, the admin codes or the gazetteer is served (Admin1OutlinesCache, which also gives the
 * place searches the admin1 of an ISO code). Uses api, boundary, country, place, readmodel and spatial.
 */
package dev.geolookup.subdivision;
