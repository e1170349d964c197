/**
 * Subdivisions: every GeoNames first- and second-level division of a country with what Natural Earth's outlines add
 * (ISO 3166-2 code, type, names, label point), by code and by country (SubdivisionLookupBean, SubdivisionQueries),
 * and which admin1 each outline is or lies in (Admin1Outlines), built once per data version of the outlines, the
 * admin codes and the gazetteer (Admin1OutlinesCache). Uses api, boundary, country and place.
 */
package dev.geolookup.subdivision;
