/**
 * Subdivisions: every GeoNames first- and second-level division of a country with what Natural Earth's outlines add
 * (names, label point, outline as GeoJSON) and its ISO 3166-2 code, by code and by country (SubdivisionLookupBean,
 * SubdivisionQueries, OutlineJson); which admin1 each outline is or lies in and which ISO code each division has
 * (Admin1Outlines, IsoCodeRule, over iso-codes' codes: IsoSubdivision, its view and holder), the division at a
 * point (Admin1PointRule) and the ISO codes both ways (DivisionIsoCodes), built when a new version
 * of the outlines, the admin codes, the ISO codes or the gazetteer is served (Admin1CrosswalkHolder, which also gives
 * the place searches the admin1 of an ISO code). Uses api, boundary, country, place, readmodel and spatial.
 */
package dev.geolookup.subdivision;
