package dev.geolookup.subdivision;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The ISO 3166-2 code of each division that has one (IsoCodeRule decides them), and the division each code names,
 * both ways.
 */
final class DivisionIsoCodes {

    /** The ISO code of each division that has one, by its GeoNames code (CC.A1 or CC.A1.A2). */
    private final Map<String, Admin1Outlines.IsoCode> isoOfDivision;
    /** The GeoNames code of each division with an ISO code, by that code. */
    private final Map<String, String> divisionOfIsoCode;

    DivisionIsoCodes(Map<String, Admin1Outlines.IsoCode> isoOfDivision) {
        this.isoOfDivision = Map.copyOf(isoOfDivision);
        Map<String, String> divisions = new HashMap<>();
        isoOfDivision.forEach((division, iso) -> divisions.putIfAbsent(iso.code(), division));
        this.divisionOfIsoCode = Map.copyOf(divisions);
    }

    /** The ISO 3166-2 code of a division (CC.A1 or CC.A1.A2) and its type; null where it has none. */
    Admin1Outlines.IsoCode isoOf(String divisionCode) {
        return isoOfDivision.get(divisionCode);
    }

    /** The GeoNames code of the division an ISO 3166-2 code names. */
    String divisionOf(String isoCode) {
        return divisionOfIsoCode.get(isoCode);
    }

    /** The admin1 key (CC.A1) of the first-level division an ISO 3166-2 code names. */
    Optional<String> admin1KeyOf(String isoCode) {
        String division = divisionOfIsoCode.get(isoCode);
        return division == null || division.indexOf('.', 3) >= 0 ? Optional.empty() : Optional.of(division);
    }
}
