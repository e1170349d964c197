package dev.geolookup.subdivision;

import dev.geolookup.api.text.TextFolding;
import dev.geolookup.boundary.SubdivisionOutlineView;
import dev.geolookup.boundary.SubdivisionUnit;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.subdivision.Admin1Outlines.IsoCode;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/** Which ISO 3166-2 code each division has, from the outlines and iso-codes; part of building Admin1Outlines. */
final class IsoCodeRule {

    private IsoCodeRule() {
    }

    /**
     * The ISO 3166-2 code of each division, by this rule, in order, each code given to one division at most:
     * <ol>
     *     <li>the code of the outline that is the division, where it is of the division's country (Bonaire's
     *         outline says NL-BQ1, ISO's code under BQ is BQ-BO); its type as Natural Earth gives it;</li>
     *     <li>for an admin1, the top-level code of iso-codes in its country whose name, or name and type, folds
     *         to the admin1's name or ASCII name (iso-codes' type);</li>
     *     <li>for an admin1, the code every unit lying in it names as its parent in iso-codes (FR-IDF, the parent
     *         of the departments FR-75, FR-77, ...).</li>
     * </ol>
     */
    static Map<String, IsoCode> isoCodes(AdminNameView admin1, Map<String, SubdivisionUnit> unitOfDivision,
                                         Map<String, String> admin1OfUnit, SubdivisionOutlineView outlines,
                                         IsoSubdivisionView isoCodes) {
        Map<String, IsoCode> isoOf = new HashMap<>();
        Set<String> given = new HashSet<>();
        new TreeMap<>(unitOfDivision).forEach((division, unit) -> {
            if (unit.isoCode() != null && unit.isoCode().startsWith(division.substring(0, 2))
                    && given.add(unit.isoCode())) {
                IsoSubdivisionView.Entry entry = isoCodes.byCode().get(unit.isoCode());
                isoOf.put(division, new IsoCode(unit.isoCode(), unit.typeEn() != null ? unit.typeEn()
                        : entry == null ? null : entry.type()));
            }
        });
        Map<String, Set<String>> parentsInside = new HashMap<>();
        admin1OfUnit.forEach((unitCode, key) -> {
            SubdivisionUnit unit = outlines.units().get(unitCode);
            IsoSubdivisionView.Entry entry = unit.isoCode() == null ? null : isoCodes.byCode().get(unit.isoCode());
            parentsInside.computeIfAbsent(key, k -> new HashSet<>())
                    .add(entry == null || entry.parentCode() == null ? "" : entry.parentCode());
        });
        for (String key : admin1.codes()) {
            if (isoOf.containsKey(key)) {
                continue;
            }
            Optional<IsoSubdivisionView.Entry> named = sameName(key, admin1, isoCodes, given);
            Set<String> parents = parentsInside.getOrDefault(key, Set.of());
            String parent = parents.size() == 1 ? parents.iterator().next() : "";
            IsoSubdivisionView.Entry entry = named.orElse(given.contains(parent) ? null
                    : isoCodes.byCode().get(parent));
            if (entry != null) {
                given.add(entry.code());
                isoOf.put(key, new IsoCode(entry.code(), entry.type()));
            }
        }
        return isoOf;
    }

    /**
     * The one top-level code of the admin1's country not given yet whose name, or name and type, folds to the
     * admin1's ("Wajir" of type "County" is GeoNames' "Wajir County").
     */
    private static Optional<IsoSubdivisionView.Entry> sameName(String key, AdminNameView admin1,
                                                               IsoSubdivisionView isoCodes, Set<String> given) {
        Set<String> names = new HashSet<>();
        admin1.nameOf(key).map(TextFolding::fold).ifPresent(names::add);
        admin1.asciiNameOf(key).map(TextFolding::fold).ifPresent(names::add);
        List<IsoSubdivisionView.Entry> matching = isoCodes.topLevelByCountry()
                .getOrDefault(key.substring(0, 2), List.of()).stream()
                .filter(entry -> !given.contains(entry.code()) && (names.contains(TextFolding.fold(entry.name()))
                        || entry.type() != null && names.contains(TextFolding.fold(entry.name() + " " + entry.type()))))
                .toList();
        return matching.size() == 1 ? Optional.of(matching.get(0)) : Optional.empty();
    }
}
