package dev.geolookup.subdivision;

import dev.geolookup.boundary.SubdivisionOutlineView;
import dev.geolookup.boundary.SubdivisionUnit;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.LocalNameView;
import dev.geolookup.subdivision.Admin1Outlines.IsoCode;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Which ISO 3166-2 code each division has, with iso-codes as the authority; part of building Admin1Outlines.
 * <p>
 * Natural Earth's {@code iso_3166_2} column is not taken on its word: it keeps codes ISO has withdrawn (the Czech
 * regions' letters, Iran's numbering before 2018) and puts some on a neighbour (Paktia and Paktika), and some of its
 * GeoNames ids point at another division than the outline (Eritrea's regions). So, in order, each code given to one
 * division at most:
 * <ol>
 *     <li>An admin1 is paired with the codes of its country (any level of iso-codes: where ISO's first level is
 *         another than GeoNames', the unit of the same name is the same area) whose iso-codes name agrees with one
 *         of the admin1's names ({@link DivisionNames#AGREE}): GeoNames' name, ASCII name and names by language
 *         (alternate-names), and the names of the outline that is it where the outline's own name agrees with one
 *         of GeoNames' (else the outline's GeoNames id points at another division), with its 26 languages where its
 *         English name agrees too.
 *         The code the outline that is the division gives ({@link #isTheDivision}) is paired where its iso-codes name
 *         agrees less closely ({@link #CLAIMED_AGREE}) with those names or with the outline's own (Natural Earth's
 *         "Anatoliki Makedonia kai Thraki" is iso-codes' "Anatolikí Makedonía kai Thráki", GR-A), or, where no name
 *         agrees, last of all ({@link #CLAIM_ALONE}). The pairs are taken best first: the more alike the names,
 *         then the nearer whole name of GeoNames' own, then a top-level code.</li>
 *     <li>An admin1 still without a code, and that no outline is, gets the code that every outline lying in it
 *         names as its parent in iso-codes, where those outlines' codes are iso-codes' (FR-IDF, the parent of FR-75,
 *         FR-77, ...).</li>
 *     <li>An admin2 gets the code of the outline that is it, where iso-codes lists that code in its country and its
 *         name there agrees with the admin2's (the French departments).</li>
 * </ol>
 * In a country whose admin1s are at ISO's second level, the top-level codes that group them are left out of rule 1
 * ({@link #atTheLevelOfAdmin1s}). A name made only of type words ("Federal District") agrees with a name of the same
 * type words in any language we hold ("Distrito Federal") or with iso-codes' name's type words.
 * The type is iso-codes'. A division none of these decides has no code.
 */
final class IsoCodeRule {

    /**
     * The least similarity of names for the code the outline that is the division gives, where the outline's own
     * name agrees with GeoNames' (namesOf then holds it): two sources already agree that it is the division, and
     * names may differ more ("Sud-Kivu" and "South Kivu").
     */
    private static final double CLAIMED_AGREE = 0.8;
    /**
     * The score of the code the outline that is the division gives where no name of iso-codes' agrees (Bangkok's
     * TH-10, "Krung Thep Maha Nakhon"): below every pair whose names agree, so that it is taken only where no
     * division of the country has that code by name (a code Natural Earth kept from before a renumbering is
     * another division's by name today, IR-02); and only where no other division's outline gives it (Madagascar's
     * regions each give their province's code, MG-T).
     */
    private static final double CLAIM_ALONE = 0.5;
    /**
     * The weights that order pairs whose names are equally alike: the nearer whole name of GeoNames' own (the city
     * of Moscow, whose names by language include "Moskva", is iso-codes' "Moskva" before Moscow Oblast, whose
     * names include "Moskva oblast"), then a top-level code.
     */
    private static final double WHOLE_NAME = 0.05;
    private static final double TOP_LEVEL = 0.01;
    /** How many codes for each admin1 a country's iso-codes may list for a seat to name a code (rule 3). */
    private static final double FINER_LEVEL = 1.5;

    private record Pair(String division, IsoSubdivisionView.Entry entry, double score) {
    }

    /** The seat of a division (its PPLA, else PPLC): its names, and whether it is the country's capital. */
    record Seat(Set<String> names, boolean isCapital) {

        static final Seat NONE = new Seat(Set.of(), false);
    }

    private IsoCodeRule() {
    }

    static Map<String, IsoCode> isoCodes(AdminNameView admin1, AdminNameView admin2, LocalNameView localNames,
                                         Map<String, SubdivisionUnit> unitOfDivision,
                                         Map<String, String> admin1OfUnit, SubdivisionOutlineView outlines,
                                         IsoSubdivisionView isoCodes, Function<String, Seat> seats) {
        Map<String, IsoCode> isoOf = new HashMap<>();
        Set<String> given = new HashSet<>();
        Set<String> countries = new TreeSet<>();
        admin1.codes().forEach(key -> countries.add(key.substring(0, 2)));
        for (String country : countries) {
            for (Pair pair : pairsByName(country, admin1, localNames, unitOfDivision, isoCodes)) {
                if (!isoOf.containsKey(pair.division()) && given.add(pair.entry().code())) {
                    isoOf.put(pair.division(), new IsoCode(pair.entry().code(), pair.entry().type()));
                }
            }
        }
        givePartsParents(admin1, admin1OfUnit, unitOfDivision, outlines, isoCodes, isoOf, given);
        for (String country : countries) {
            for (Pair pair : pairsBySeat(country, admin1, localNames, unitOfDivision, isoCodes, isoOf, given,
                    seats)) {
                if (!isoOf.containsKey(pair.division()) && given.add(pair.entry().code())) {
                    isoOf.put(pair.division(), new IsoCode(pair.entry().code(), pair.entry().type()));
                }
            }
        }
        new TreeSet<>(unitOfDivision.keySet()).forEach(division -> {
            SubdivisionUnit unit = unitOfDivision.get(division);
            if (division.indexOf('.', 3) < 0 || unit.isoCode() == null || given.contains(unit.isoCode())) {
                return;
            }
            IsoSubdivisionView.Entry entry = isoCodes.byCode().get(unit.isoCode());
            if (entry != null && entry.countryCode().equals(division.substring(0, 2))
                    && DivisionNames.similarity(DivisionNames.cores(namesOf(division, admin2, localNames, unit)),
                    DivisionNames.cores(List.of(entry.name()))) >= DivisionNames.AGREE) {
                given.add(entry.code());
                isoOf.put(division, new IsoCode(entry.code(), entry.type()));
            }
        });
        return isoOf;
    }

    /** Every pair of an admin1 of the country and a code of it whose names agree, best first. */
    private static List<Pair> pairsByName(String country, AdminNameView admin1, LocalNameView localNames,
                                          Map<String, SubdivisionUnit> unitOfDivision, IsoSubdivisionView isoCodes) {
        List<IsoSubdivisionView.Entry> entries = atTheLevelOfAdmin1s(isoCodes.byCountry().getOrDefault(country,
                List.of()), admin1.codesUnder(country).size());
        List<Pair> pairs = new ArrayList<>();
        if (entries.isEmpty()) {
            return pairs;
        }
        List<List<String>> isoNames = entries.stream().map(IsoCodeRule::isoNamesOf).toList();
        List<List<String>> isoCores = isoNames.stream().map(DivisionNames::cores).toList();
        Map<String, List<String>> ownCores = new HashMap<>();
        Map<String, Integer> claims = new HashMap<>();
        admin1.codesUnder(country).forEach(division -> {
            ownCores.put(division, DivisionNames.cores(primaryNamesOf(division, admin1)));
            SubdivisionUnit unit = unitOfDivision.get(division);
            if (unit != null && unit.isoCode() != null) {
                claims.merge(unit.isoCode(), 1, Integer::sum);
            }
        });
        for (String division : admin1.codesUnder(country)) {
            SubdivisionUnit unit = unitOfDivision.get(division);
            Set<String> names = namesOf(division, admin1, localNames, unit);
            List<String> cores = DivisionNames.cores(names);
            boolean outlineIsDivision = unit != null && isTheDivision(unit, division, cores, ownCores);
            String outlineCode = outlineIsDivision ? unit.isoCode() : null;
            List<String> outlineCores = outlineIsDivision ? DivisionNames.cores(List.of(unit.name())) : List.of();
            List<String> primaryNames = primaryNamesOf(division, admin1);
            for (int index = 0; index < entries.size(); index++) {
                IsoSubdivisionView.Entry entry = entries.get(index);
                boolean claimed = entry.code().equals(outlineCode);
                double similarity = Math.max(DivisionNames.similarity(cores, isoCores.get(index)),
                        claimed ? DivisionNames.similarity(outlineCores, isoCores.get(index)) : 0);
                if (similarity >= (claimed ? CLAIMED_AGREE : DivisionNames.AGREE)) {
                    pairs.add(new Pair(division, entry, similarity + WHOLE_NAME
                            * DivisionNames.wholeSimilarity(primaryNames, isoNames.get(index))
                            + (entry.parentCode() == null ? TOP_LEVEL : 0)));
                } else if (claimed && claims.get(entry.code()) == 1) {
                    pairs.add(new Pair(division, entry, CLAIM_ALONE));
                }
            }
        }
        pairs.sort(Comparator.comparingDouble(Pair::score).reversed().thenComparing(Pair::division)
                .thenComparing(pair -> pair.entry().code()));
        return pairs;
    }

    /**
     * Rule 3: an admin1 still without a code and a code no admin1 has yet, where the code's name agrees with a name
     * of the admin1's seat, best first; only for an admin1 named after its seat (one of its names agrees with one of
     * the seat's) or, for a code of a capital type, one whose seat is the capital. iso-codes often names a division
     * after its seat in the local language where GeoNames' names are English or an acronym: Mecca Region is "Makkah
     * al Mukarramah", an English name of the city of Mecca; NG.11 "FCT", the seat of which is Abuja, is "Abuja
     * Federal Capital Territory". A division that only holds a city of the name is not that city's code: Madagascar's
     * region Analamanga is not the former province of Antananarivo, MG-T. Nor is a division of a coarser level than
     * iso-codes' (more than {@value #FINER_LEVEL} codes for each admin1): the Gaza Strip holds five governorates, one
     * of which is Gaza, PS-GZA.
     */
    private static List<Pair> pairsBySeat(String country, AdminNameView admin1, LocalNameView localNames,
                                          Map<String, SubdivisionUnit> unitOfDivision, IsoSubdivisionView isoCodes,
                                          Map<String, IsoCode> isoOf, Set<String> given, Function<String, Seat> seats) {
        List<IsoSubdivisionView.Entry> level = atTheLevelOfAdmin1s(isoCodes.byCountry().getOrDefault(country,
                List.of()), admin1.codesUnder(country).size());
        List<IsoSubdivisionView.Entry> free = level.size() > FINER_LEVEL * admin1.codesUnder(country).size()
                ? List.of() : level.stream().filter(entry -> !given.contains(entry.code())).toList();
        List<List<String>> freeCores = free.stream().map(entry -> DivisionNames.cores(isoNamesOf(entry))).toList();
        List<Pair> pairs = new ArrayList<>();
        for (String division : admin1.codesUnder(country)) {
            Seat seat = isoOf.containsKey(division) || free.isEmpty() ? Seat.NONE : seats.apply(division);
            if (seat.names().isEmpty()) {
                continue;
            }
            List<String> cores = DivisionNames.cores(seat.names());
            boolean namedAfterSeat = DivisionNames.similarity(cores, DivisionNames.cores(namesOf(division, admin1,
                    localNames, unitOfDivision.get(division)))) >= DivisionNames.AGREE;
            for (int index = 0; index < free.size(); index++) {
                IsoSubdivisionView.Entry entry = free.get(index);
                boolean capital = seat.isCapital() && entry.type() != null
                        && entry.type().toLowerCase(Locale.ROOT).contains("capital");
                double similarity = DivisionNames.similarity(cores, freeCores.get(index));
                if ((namedAfterSeat || capital) && similarity >= DivisionNames.AGREE) {
                    pairs.add(new Pair(division, entry, similarity));
                }
            }
        }
        pairs.sort(Comparator.comparingDouble(Pair::score).reversed().thenComparing(Pair::division)
                .thenComparing(pair -> pair.entry().code()));
        return pairs;
    }

    /**
     * The codes of a country without the top-level ones that group the level GeoNames' admin1s are at: where the
     * country's admin1s are nearer in number to ISO's second level than to its top level, the top-level codes that
     * have codes below them group admin1s (Indonesia's 7 geographical units above its 38 provinces: Maluku the
     * province is ID-MA, not the unit ID-ML of the same name). Where they are nearer to the top level, the admin1s
     * are at it (France's regions above its departments, Azerbaijan's Nakhchivan among its districts).
     */
    private static List<IsoSubdivisionView.Entry> atTheLevelOfAdmin1s(List<IsoSubdivisionView.Entry> entries,
                                                                     int admin1s) {
        Set<String> topLevel = new HashSet<>();
        entries.stream().filter(entry -> entry.parentCode() == null).forEach(entry -> topLevel.add(entry.code()));
        Set<String> grouping = new HashSet<>();
        long secondLevel = entries.stream().filter(entry -> topLevel.contains(entry.parentCode()))
                .peek(entry -> grouping.add(entry.parentCode())).count();
        if (grouping.isEmpty() || Math.abs(admin1s - secondLevel) >= Math.abs(admin1s - topLevel.size())) {
            return entries;
        }
        return entries.stream().filter(entry -> !grouping.contains(entry.code())).toList();
    }

    /**
     * GeoNames' names of a division (its name, ASCII name and names by language), and those of the outline that is
     * it where the outline's own name agrees with one of GeoNames' (else the outline's GeoNames id points at another
     * division), its names by language only where its English one agrees too (Madagascar's regions carry their
     * provinces' names).
     */
    private static Set<String> namesOf(String division, AdminNameView names, LocalNameView localNames,
                                       SubdivisionUnit unit) {
        Set<String> all = new LinkedHashSet<>();
        names.nameOf(division).ifPresent(all::add);
        names.asciiNameOf(division).ifPresent(all::add);
        names.geonameIdOf(division).ifPresent(id -> all.addAll(localNames.namesOf(id)));
        List<String> cores = DivisionNames.cores(all);
        if (unit != null && agree(cores, unit.name())) {
            all.add(unit.name());
            String english = unit.names().get("en");
            if (english == null || agree(cores, english)) {
                all.addAll(unit.names().values());
            }
        }
        return all;
    }

    private static List<String> primaryNamesOf(String division, AdminNameView names) {
        List<String> primary = new ArrayList<>(2);
        names.nameOf(division).ifPresent(primary::add);
        names.asciiNameOf(division).ifPresent(primary::add);
        return primary;
    }

    /**
     * Whether the outline whose GeoNames id is the division's is the division: its own name or its English name
     * agrees with one of the division's names ("Anatoliki Makedonia kai Thraki", in English "East Macedonia and
     * Thrace"), and its own name is no other division's of the country (Natural Earth names one of Guyana's outlines
     * "Essequibo Islands-West Demerara", in English "Mahaica-Berbice", and gives it the first one's code).
     */
    private static boolean isTheDivision(SubdivisionUnit unit, String division, List<String> divisionCores,
                                         Map<String, List<String>> ownCoresOfCountry) {
        String english = unit.names().get("en");
        if (!agree(divisionCores, unit.name()) && (english == null || !agree(divisionCores, english))) {
            return false;
        }
        List<String> own = DivisionNames.cores(List.of(unit.name()));
        return ownCoresOfCountry.entrySet().stream().noneMatch(other -> !other.getKey().equals(division)
                && DivisionNames.similarity(other.getValue(), own) == 1);
    }

    private static boolean agree(List<String> cores, String name) {
        return DivisionNames.similarity(cores, DivisionNames.cores(List.of(name))) >= DivisionNames.AGREE;
    }

    /**
     * iso-codes' name of a code, its part before a comma ("Bashkortostan, Respublika") and its type words alone
     * ("Abuja Federal Capital Territory" as "Federal Capital Territory"): the last agrees only with a name of
     * GeoNames' made of the same type words (NG.11's "Federal Capital Territory").
     */
    private static List<String> isoNamesOf(IsoSubdivisionView.Entry entry) {
        List<String> names = new ArrayList<>(3);
        names.add(entry.name());
        int comma = entry.name().indexOf(',');
        if (comma > 0) {
            names.add(entry.name().substring(0, comma));
        }
        String typeWords = DivisionNames.typeWordsOf(entry.name());
        if (!typeWords.isEmpty()) {
            names.add(typeWords);
        }
        return names;
    }

    /** Rule 2: the parent code every listed outline lying in a still uncoded admin1 names. */
    private static void givePartsParents(AdminNameView admin1, Map<String, String> admin1OfUnit,
                                         Map<String, SubdivisionUnit> unitOfDivision,
                                         SubdivisionOutlineView outlines, IsoSubdivisionView isoCodes,
                                         Map<String, IsoCode> isoOf, Set<String> given) {
        Map<String, Set<String>> parentsInside = new HashMap<>();
        admin1OfUnit.forEach((unitCode, key) -> {
            SubdivisionUnit unit = outlines.units().get(unitCode);
            IsoSubdivisionView.Entry entry = unit.isoCode() == null ? null : isoCodes.byCode().get(unit.isoCode());
            parentsInside.computeIfAbsent(key, k -> new HashSet<>())
                    .add(entry == null || entry.parentCode() == null ? "" : entry.parentCode());
        });
        for (String key : new TreeSet<>(admin1.codes())) {
            Set<String> parents = parentsInside.getOrDefault(key, Set.of());
            String parent = parents.size() == 1 ? parents.iterator().next() : "";
            IsoSubdivisionView.Entry entry = isoCodes.byCode().get(parent);
            if (!isoOf.containsKey(key) && !unitOfDivision.containsKey(key) && entry != null
                    && entry.countryCode().equals(key.substring(0, 2))
                    && given.add(entry.code())) {
                isoOf.put(key, new IsoCode(entry.code(), entry.type()));
            }
        }
    }
}
