package dev.geolookup.subdivision;

import dev.geolookup.boundary.SubdivisionUnit;

/**
 * The first-level division at a point by the outlines.
 *
 * @param admin1Code the GeoNames admin1 code (CA, 11), without its country
 * @param division   the outline's unit where that unit is the admin1 itself (its ISO code and type are then the
 *                   admin1's); null where the unit lies a level lower (a French department in its region)
 */
public record Admin1At(String admin1Code, SubdivisionUnit division) {
}
