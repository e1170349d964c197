package dev.geolookup.place;

import java.util.Optional;

/**
 * The first-level divisions by their ISO 3166-2 codes. Which ISO code an admin1 has is decided with the outlines,
 * which this package does not read, so the subdivisions supply it.
 */
public interface Admin1IsoCodes {

    /** For the tests and the benches: no ISO code is known. */
    Admin1IsoCodes NONE = new Admin1IsoCodes() {
        @Override
        public Optional<String> admin1KeyOf(String isoCode) {
            return Optional.empty();
        }

        @Override
        public Optional<String> isoCodeOf(String admin1Key) {
            return Optional.empty();
        }
    };

    /** The admin1 key (CC.A1, the GeoNames code) of the first-level division with this upper-case ISO code. */
    Optional<String> admin1KeyOf(String isoCode);

    /** The ISO 3166-2 code of the first-level division with this admin1 key (CC.A1). */
    Optional<String> isoCodeOf(String admin1Key);

    /** What changes whenever the codes may have: the same object for as long as they are the same. */
    default Object edition() {
        return this;
    }
}
