package dev.geolookup.subdivision;

import dev.geolookup.boundary.SubdivisionOutlineView;
import dev.geolookup.boundary.SubdivisionUnit;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;

import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which GeoNames first-level division (admin1) each Natural Earth outline is or lies in, by this rule, in order:
 * <ol>
 *     <li>the unit's GeoNames id ({@code gn_id}) is an admin1's: the unit is that admin1;</li>
 *     <li>it is an admin2's: the unit lies in the admin1 of that admin2 code's first two parts ({@code FR.11.75} in
 *         {@code FR.11});</li>
 *     <li>otherwise the admin1 that most gazetteer features inside the outline carry, in the unit's country;</li>
 * </ol>
 * a unit none of these decides has no admin1, and a point in it is answered by its nearest feature as before.
 */
public final class Admin1Outlines {

    public static final Admin1Outlines NONE = new Admin1Outlines(SubdivisionOutlineView.EMPTY, Map.of(), Map.of(),
            Map.of());

    private final SubdivisionOutlineView outlines;
    /** The admin1 key (CC.A1) of each unit code. */
    private final Map<String, String> admin1OfUnit;
    /** The unit that is the division, by the division's GeoNames code (CC.A1 or CC.A1.A2). */
    private final Map<String, SubdivisionUnit> unitOfDivision;
    /** The GeoNames code of the division a unit with an ISO code is, by that code. */
    private final Map<String, String> divisionOfIsoCode;

    private Admin1Outlines(SubdivisionOutlineView outlines, Map<String, String> admin1OfUnit,
                           Map<String, SubdivisionUnit> unitOfDivision, Map<String, String> divisionOfIsoCode) {
        this.outlines = outlines;
        this.admin1OfUnit = admin1OfUnit;
        this.unitOfDivision = unitOfDivision;
        this.divisionOfIsoCode = divisionOfIsoCode;
    }

    public static Admin1Outlines of(SubdivisionOutlineView outlines, AdminNameView admin1, AdminNameView admin2,
                                    GazetteerView places) {
        Map<String, String> admin1OfUnit = new HashMap<>();
        Map<String, SubdivisionUnit> unitOfDivision = new HashMap<>();
        Set<String> undecided = new HashSet<>();
        for (SubdivisionUnit unit : outlines.units().values()) {
            Optional<String> itself = unit.geonameId() == null ? Optional.empty() : admin1.codeOf(unit.geonameId());
            Optional<String> second = unit.geonameId() == null || itself.isPresent() ? Optional.empty()
                    : admin2.codeOf(unit.geonameId());
            if (itself.isPresent()) {
                admin1OfUnit.put(unit.unitCode(), itself.get());
                unitOfDivision.putIfAbsent(itself.get(), unit);
            } else if (second.isPresent()) {
                admin1OfUnit.put(unit.unitCode(), admin1KeyOfAdmin2(second.get()));
                unitOfDivision.putIfAbsent(second.get(), unit);
            } else {
                undecided.add(unit.unitCode());
            }
        }
        admin1OfUnit.putAll(byFeaturesInside(outlines, undecided, places));
        Map<String, String> divisionOfIsoCode = new HashMap<>();
        unitOfDivision.forEach((division, unit) -> {
            if (unit.isoCode() != null) {
                divisionOfIsoCode.putIfAbsent(unit.isoCode(), division);
            }
        });
        return new Admin1Outlines(outlines, Map.copyOf(admin1OfUnit), Map.copyOf(unitOfDivision),
                Map.copyOf(divisionOfIsoCode));
    }

    /** How many units have an admin1, and how many in all. */
    public int unitsDecided() {
        return admin1OfUnit.size();
    }

    /**
     * The admin1 of the outline that holds the point (or the nearest within radiusKm), where that admin1 is one of
     * the country's; null where no outline decides.
     */
    public Admin1At at(double latitude, double longitude, double radiusKm, String countryCode) {
        SubdivisionUnit unit = outlines.at(latitude, longitude, radiusKm);
        String key = unit == null ? null : admin1OfUnit.get(unit.unitCode());
        if (key == null || countryCode == null || key.length() < 4 || !key.startsWith(countryCode)
                || key.charAt(2) != '.') {
            return null;
        }
        return new Admin1At(key.substring(3), unitOfDivision.get(key));
    }

    /** The admin1 key (CC.A1) a unit is or lies in; null where the rule decides none. */
    public String admin1KeyOf(String unitCode) {
        return admin1OfUnit.get(unitCode);
    }

    /**
     * The outline's unit that is this division (CC.A1 or CC.A1.A2), for its ISO code, type, names and label point;
     * null where none is.
     */
    public SubdivisionUnit divisionOf(String divisionCode) {
        return unitOfDivision.get(divisionCode);
    }

    /** The GeoNames code of the division an ISO 3166-2 code names, where an outline that is the division has it. */
    public String divisionOfIsoCode(String isoCode) {
        return divisionOfIsoCode.get(isoCode);
    }

    private static String admin1KeyOfAdmin2(String admin2Code) {
        int second = admin2Code.indexOf('.', 3);
        return second < 0 ? admin2Code : admin2Code.substring(0, second);
    }

    private static Map<String, String> byFeaturesInside(SubdivisionOutlineView outlines, Set<String> undecided,
                                                        GazetteerView places) {
        if (undecided.isEmpty()) {
            return Map.of();
        }
        Set<String> countries = new HashSet<>();
        undecided.forEach(code -> countries.add(outlines.units().get(code).countryCode()));
        Map<String, Map<String, Integer>> votes = new HashMap<>();
        for (int row = 0; row < places.size(); row++) {
            String country = places.countryCode(row);
            String admin1 = places.admin1Code(row);
            if (country == null || admin1 == null || !countries.contains(country)) {
                continue;
            }
            SubdivisionUnit unit = outlines.at(places.latitude(row), places.longitude(row), 0);
            if (unit != null && undecided.contains(unit.unitCode()) && country.equals(unit.countryCode())) {
                votes.computeIfAbsent(unit.unitCode(), code -> new HashMap<>())
                        .merge(country + "." + admin1, 1, Integer::sum);
            }
        }
        Map<String, String> decided = new HashMap<>();
        // The most votes; between equals, the smaller code, so that a rebuild decides alike.
        Comparator<Map.Entry<String, Integer>> byVotes = Map.Entry.comparingByValue();
        Comparator<Map.Entry<String, Integer>> order = byVotes.thenComparing(Map.Entry.<String, Integer>comparingByKey()
                .reversed());
        votes.forEach((unit, counts) -> counts.entrySet().stream().max(order)
                .ifPresent(best -> decided.put(unit, best.getKey())));
        return decided;
    }
}
