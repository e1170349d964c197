package dev.geolookup.place;

import java.util.Optional;

/**
 * The first-level divisions by their ISO 3166-2 codes. Which ISO code an admin1 has is decided with the outlines,
 * which this package does not read, so the subdivisions supply it.
 */
public interface Admin1IsoCodes {

    /** For the tests and the benches: no ISO code is known. */
    Admin1IsoCodes NONE = isoCode -> Optional.empty();

    /** The admin1 key (CC.A1, the GeoNames code) of the first-level division with this upper-case ISO code. */
    Optional<String> admin1KeyOf(String isoCode);
}
