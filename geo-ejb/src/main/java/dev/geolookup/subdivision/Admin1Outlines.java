package dev.geolookup.subdivision;

import dev.geolookup.boundary.SubdivisionOutlineView;
import dev.geolookup.boundary.SubdivisionUnit;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNameView;
import org.locationtech.jts.geom.Polygon;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which GeoNames first-level division (admin1) each Natural Earth outline is or lies in, by this rule, in order:
 * <ol>
 *     <li>the unit's GeoNames id ({@code gn_id}) is an admin1's: the unit is that admin1;</li>
 *     <li>it is an admin2's: the unit lies in the admin1 of that admin2 code's first two parts ({@code FR.11.75} in
 *         {@code FR.11});</li>
 *     <li>otherwise the admin1 that most gazetteer features inside the outline carry, in the unit's country, where
 *         they are at least 80 % of them;</li>
 * </ol>
 * and a unit decided by its id keeps its admin1 only where at least 60 % of the features inside carry it
 * (Natural Earth draws some countries' units coarser than GeoNames' admin1s, or before a reform). A unit none of
 * these decides has no admin1, and a point in it is answered by its nearest feature as before.
 * Near a border the nearest feature may overrule the outline ({@link #at(double, double, String, String, double)}).
 * The settings are {@link Rule#CHOSEN}; Admin1AgreementTest holds the rule against the postal codes of every
 * country.
 * <p>
 * In a reformed country ({@link #reformedCountries}) the features' codes are of before the reform and may name
 * other divisions now: there a unit is the admin1 of its id, else the one admin1 of the same name, with no share of
 * features asked; and a feature's code is no evidence where the feature lies in the outline of another admin1
 * ({@link #codeAgrees}).
 * <p>
 * This class builds the crosswalk and answers for an outline or a division; the division at a point is
 * {@link Admin1PointRule}'s to decide and the ISO codes are {@link DivisionIsoCodes}' (IsoCodeRule decides them).
 */
public final class Admin1Outlines {

    public static final Admin1Outlines NONE = new Admin1Outlines(SubdivisionOutlineView.EMPTY, Map.of(), Map.of(),
            Map.of(), Rule.CHOSEN, Set.of());
    /**
     * The least share of a country's features whose admin1 code the admin1 list lacks for the country to count as
     * reformed: GeoNames' rows there still carry the codes of before, and a code may now name another division.
     */
    static final double REFORMED_SHARE = 0.05;
    /** The least number of such features; fewer are strays, not a reform. */
    static final int REFORMED_FEATURES = 10;

    /** The ISO 3166-2 code of a division and the kind of division it is, in English. */
    public record IsoCode(String code, String type) {
    }

    /**
     * The settings of the rule, chosen by Admin1AgreementTest.
     *
     * @param purity      the least share of the features inside a unit that must carry its admin1 for the unit to
     *                    decide points
     * @param votedPurity the same for a unit whose admin1 is decided by its features alone
     * @param borderKm    how near another admin1's outline the point must be for the nearest feature to decide
     *                    where it disagrees with the outline
     * @param nearestKm   how near the point that feature must be
     */
    public record Rule(double purity, double votedPurity, double borderKm, double nearestKm) {

        public static final Rule CHOSEN = new Rule(0.6, 0.8, 1.5, 2);
    }

    /** How far from a shore an outline still decides the first-level division: the outlines are simplified. */
    public static final double SHORE_KM = Admin1PointRule.SHORE_KM;

    private final SubdivisionOutlineView outlines;
    /** The admin1 key (CC.A1) of each unit code. */
    private final Map<String, String> admin1OfUnit;
    /** The unit that is the division, by the division's GeoNames code (CC.A1 or CC.A1.A2). */
    private final Map<String, SubdivisionUnit> unitOfDivision;
    /** The polygons of the units that are or lie in each admin1, by its key. */
    private final Map<String, List<Polygon>> outlineOfAdmin1;
    private final DivisionIsoCodes isoCodes;
    private final Admin1PointRule pointRule;
    /** The features of reformed countries whose admin1 code is another than the one of the outline they lie in. */
    private final Set<Long> disagreeing;

    private Admin1Outlines(SubdivisionOutlineView outlines, Map<String, String> admin1OfUnit,
                           Map<String, SubdivisionUnit> unitOfDivision, Map<String, IsoCode> isoOfDivision,
                           Rule rule, Set<Long> disagreeing) {
        this.outlines = outlines;
        this.disagreeing = disagreeing;
        this.admin1OfUnit = admin1OfUnit;
        this.unitOfDivision = unitOfDivision;
        this.isoCodes = new DivisionIsoCodes(isoOfDivision);
        Map<String, List<String>> units = new HashMap<>();
        admin1OfUnit.forEach((unit, admin1) -> units.computeIfAbsent(admin1, key -> new ArrayList<>()).add(unit));
        Map<String, List<Polygon>> polygons = new HashMap<>();
        units.forEach((admin1, codes) -> {
            codes.sort(Comparator.naturalOrder());
            List<Polygon> outline = new ArrayList<>();
            codes.forEach(unit -> outline.addAll(outlines.index().polygonsOf(unit)));
            polygons.put(admin1, List.copyOf(outline));
        });
        this.outlineOfAdmin1 = Map.copyOf(polygons);
        this.pointRule = new Admin1PointRule(outlines, admin1OfUnit, unitOfDivision, outlineOfAdmin1, rule);
    }

    public static Admin1Outlines of(SubdivisionOutlineView outlines, AdminNameView admin1, AdminNameView admin2,
                                    GazetteerView places, IsoSubdivisionView isoCodes, LocalNameView localNames) {
        return of(outlines, admin1, admin2, places, isoCodes, localNames, Rule.CHOSEN);
    }

    static Admin1Outlines of(SubdivisionOutlineView outlines, AdminNameView admin1, AdminNameView admin2,
                             GazetteerView places, IsoSubdivisionView isoCodes, LocalNameView localNames,
                             Rule rule) {
        Set<String> reformed = reformedCountries(places, admin1);
        Map<String, String> admin1OfUnit = new HashMap<>();
        Map<String, SubdivisionUnit> unitOfDivision = new HashMap<>();
        Set<String> undecided = new HashSet<>();
        for (SubdivisionUnit unit : outlines.units().values()) {
            boolean reformedCountry = reformed.contains(unit.countryCode());
            Optional<String> itself = unit.geonameId() == null ? Optional.empty() : admin1.codeOf(unit.geonameId());
            // An admin2's key carries the admin1 code of its time: in a reformed country, maybe another division's.
            Optional<String> second = unit.geonameId() == null || itself.isPresent() || reformedCountry
                    ? Optional.empty() : admin2.codeOf(unit.geonameId())
                    .filter(code -> admin1.has(admin1KeyOfAdmin2(code)));
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
        Map<String, Map<String, Integer>> inside = featuresInside(outlines, places);
        // A unit most of whose features another admin1 carries is coarser than the admin1s or drawn before they
        // changed: the nearest feature knows better inside it. A unit no GeoNames id ties to a division must be
        // nearly all one admin1's. In a reformed country the features' codes are no evidence: a unit is the
        // division its id or its name is.
        admin1OfUnit.entrySet().removeIf(decided -> !reformed.contains(decided.getValue().substring(0, 2))
                && share(inside.get(decided.getKey()), decided.getValue()) < rule.purity());
        undecided.forEach(unit -> {
            SubdivisionUnit outline = outlines.units().get(unit);
            Optional<String> key = reformed.contains(outline.countryCode())
                    ? admin1Named(outline, admin1)
                    : mostCarried(inside.get(unit)).filter(voted -> admin1.has(voted)
                    && share(inside.get(unit), voted) >= rule.votedPurity());
            key.ifPresent(decided -> admin1OfUnit.put(unit, decided));
        });
        Map<String, Integer> seats = seats(places);
        Map<String, IsoCode> isoOfDivision = IsoCodeRule.isoCodes(admin1, admin2, localNames, unitOfDivision,
                admin1OfUnit, outlines, isoCodes, division -> seat(seats.get(division), places, localNames));
        return new Admin1Outlines(outlines, Map.copyOf(admin1OfUnit), Map.copyOf(unitOfDivision),
                Map.copyOf(isoOfDivision), rule, disagreeing(outlines, places, reformed, admin1OfUnit));
    }

    /** The countries where at least {@value #REFORMED_SHARE} of the features carry a code the admin1 list lacks. */
    static Set<String> reformedCountries(GazetteerView places, AdminNameView admin1) {
        Map<String, int[]> counts = new HashMap<>();
        for (int row = 0; row < places.size(); row++) {
            String country = places.countryCode(row);
            String code = places.givenAdmin1Code(row);
            if (country == null || code == null || code.isEmpty()) {
                continue;
            }
            int[] count = counts.computeIfAbsent(country, c -> new int[2]);
            count[0]++;
            if (!admin1.has(country + "." + code)) {
                count[1]++;
            }
        }
        Set<String> reformed = new HashSet<>();
        // A country without listed divisions has every code unlisted, and no reform to speak of; asked once a country,
        // not once a row.
        counts.forEach((country, count) -> {
            if (count[1] >= REFORMED_FEATURES && count[1] >= REFORMED_SHARE * count[0]
                    && !admin1.codesUnder(country).isEmpty()) {
                reformed.add(country);
            }
        });
        // A HashSet: an outline without a country asks for null.
        return Collections.unmodifiableSet(reformed);
    }

    /**
     * The one admin1 of the unit's country whose name is one of the unit's, type words aside; none where not one.
     * Names only alike are not enough: a reform merges neighbours of alike names (Quảng Nam is not Quảng Ngãi, nor
     * Hà Giang An Giang). GeoNames' own name and ASCII name only: the names by language of a reformed country's
     * divisions were given by code, and a code now names another division (Hanoi's include "An Giang").
     */
    private static Optional<String> admin1Named(SubdivisionUnit unit, AdminNameView admin1) {
        List<String> unitCores = DivisionNames.cores(unitNames(unit));
        String best = null;
        double bestSimilarity = 0;
        boolean tie = false;
        for (String key : admin1.codesUnder(unit.countryCode())) {
            List<String> names = new ArrayList<>();
            admin1.nameOf(key).ifPresent(names::add);
            admin1.asciiNameOf(key).ifPresent(names::add);
            double similarity = DivisionNames.similarity(unitCores, DivisionNames.cores(names));
            if (similarity > bestSimilarity) {
                best = key;
                bestSimilarity = similarity;
                tie = false;
            } else if (similarity == bestSimilarity) {
                tie = true;
            }
        }
        return bestSimilarity == 1 && !tie ? Optional.of(best) : Optional.empty();
    }

    private static List<String> unitNames(SubdivisionUnit unit) {
        List<String> names = new ArrayList<>(unit.names().values());
        names.add(unit.name());
        return names;
    }

    /**
     * The seat of each first-level division, as the row of its most populous PPLA, else of its most populous PPLC
     * (Abuja, the seat of the Federal Capital Territory), by admin1 key (CC.A1) as GeoNames gives it.
     */
    private static Map<String, Integer> seats(GazetteerView places) {
        Map<String, Integer> seats = new HashMap<>();
        for (int row = 0; row < places.size(); row++) {
            String code = places.featureCode(row);
            String admin1 = places.givenAdmin1Code(row);
            if (admin1 != null && ("PPLA".equals(code) || "PPLC".equals(code))) {
                seats.merge(places.countryCode(row) + "." + admin1, row, (held, other) -> isBetterSeat(places, other,
                        held) ? other : held);
            }
        }
        return seats;
    }

    /* Rows are in rank order, population first: the earlier of two of the same code is the more populous. */
    private static boolean isBetterSeat(GazetteerView places, int row, int than) {
        boolean first = "PPLA".equals(places.featureCode(row));
        boolean held = "PPLA".equals(places.featureCode(than));
        return first != held ? first : row < than;
    }

    /** A seat's name, ASCII name and names by language, and whether it is the capital. */
    private static IsoCodeRule.Seat seat(Integer row, GazetteerView places, LocalNameView localNames) {
        if (row == null) {
            return IsoCodeRule.Seat.NONE;
        }
        Set<String> names = new HashSet<>(localNames.namesOf(places.geonameId(row)));
        names.add(places.name(row));
        names.add(places.asciiName(row));
        return new IsoCodeRule.Seat(names, "PPLC".equals(places.featureCode(row)));
    }

    /**
     * The features of reformed countries whose code is not the admin1 of the outline they lie in: GeoNames' rows of
     * before a reform, whose code is kept out of every answer's evidence. A feature in no decided outline cannot be
     * told wrong, and keeps its code (a merged province's outline that no division's name ties: Norway's Hordaland
     * in Vestland).
     */
    private static Set<Long> disagreeing(SubdivisionOutlineView outlines, GazetteerView places, Set<String> reformed,
                                         Map<String, String> admin1OfUnit) {
        Set<Long> disagreeing = new HashSet<>();
        if (reformed.isEmpty()) {
            return Set.of();
        }
        for (int row = 0; row < places.size(); row++) {
            String country = places.countryCode(row);
            if (country == null || !reformed.contains(country)) {
                continue;
            }
            SubdivisionUnit unit = outlines.at(places.latitude(row), places.longitude(row), SHORE_KM);
            String key = unit == null ? null : admin1OfUnit.get(unit.unitCode());
            if (key != null && !key.equals(country + "." + places.givenAdmin1Code(row))) {
                disagreeing.add((long) places.geonameId(row));
            }
        }
        return Set.copyOf(disagreeing);
    }

    /**
     * Whether a feature's admin1 code is evidence of the division it lies in: everywhere but in a reformed country,
     * where a feature lying in the outline of another division than its code names is not.
     */
    public boolean codeAgrees(long geonameId) {
        return !disagreeing.contains(geonameId);
    }

    /** How many units have an admin1, and how many in all. */
    public int unitsDecided() {
        return admin1OfUnit.size();
    }

    /** The admin1 of the outline at the point, by {@link Admin1PointRule#at(double, double, String)}. */
    public Admin1At at(double latitude, double longitude, String countryCode) {
        return pointRule.at(latitude, longitude, countryCode);
    }

    /**
     * The admin1 at the point unless the nearest feature overrules the outline near a border, by
     * {@link Admin1PointRule#at(double, double, String, String, double)}.
     */
    public Admin1At at(double latitude, double longitude, String countryCode, String nearestAdmin1,
                       double nearestKm) {
        return pointRule.at(latitude, longitude, countryCode, nearestAdmin1, nearestKm);
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
        return isoCodes.divisionOf(isoCode);
    }

    /**
     * The outline of a division (CC.A1 or CC.A1.A2): for an admin1, the polygons of every unit that is or lies in
     * it; for an admin2, those of the unit that is it. Empty where no unit is known.
     */
    public List<Polygon> outlineOf(String divisionCode) {
        if (divisionCode.indexOf('.', 3) < 0) {
            return outlineOfAdmin1.getOrDefault(divisionCode, List.of());
        }
        SubdivisionUnit unit = unitOfDivision.get(divisionCode);
        return unit == null ? List.of() : outlines.index().polygonsOf(unit.unitCode());
    }

    /** The ISO 3166-2 code of a division (CC.A1 or CC.A1.A2) and its type; null where it has none. */
    public IsoCode isoOf(String divisionCode) {
        return isoCodes.isoOf(divisionCode);
    }

    /** The admin1 key (CC.A1) of the first-level division an ISO 3166-2 code names. */
    public Optional<String> admin1KeyOfIsoCode(String isoCode) {
        return isoCodes.admin1KeyOf(isoCode);
    }

    private static String admin1KeyOfAdmin2(String admin2Code) {
        int second = admin2Code.indexOf('.', 3);
        return second < 0 ? admin2Code : admin2Code.substring(0, second);
    }

    /** The features of each unit's country that lie inside it, counted by their admin1 key (CC.A1). */
    private static Map<String, Map<String, Integer>> featuresInside(SubdivisionOutlineView outlines,
                                                                    GazetteerView places) {
        Map<String, Map<String, Integer>> counts = new HashMap<>();
        for (int row = 0; row < places.size(); row++) {
            String country = places.countryCode(row);
            String admin1 = places.givenAdmin1Code(row);
            if (country == null || admin1 == null) {
                continue;
            }
            SubdivisionUnit unit = outlines.at(places.latitude(row), places.longitude(row), 0);
            if (unit != null && country.equals(unit.countryCode())) {
                counts.computeIfAbsent(unit.unitCode(), code -> new HashMap<>()).merge(country + "." + admin1, 1,
                        Integer::sum);
            }
        }
        return counts;
    }

    /** The admin1 most features carry; between equals, the smaller key, so that a rebuild decides alike. */
    private static Optional<String> mostCarried(Map<String, Integer> counts) {
        if (counts == null) {
            return Optional.empty();
        }
        Comparator<Map.Entry<String, Integer>> byCount = Map.Entry.comparingByValue();
        return counts.entrySet().stream()
                .max(byCount.thenComparing(Map.Entry.<String, Integer>comparingByKey().reversed()))
                .map(Map.Entry::getKey);
    }

    /** The share of the features inside that carry the admin1; 1 where none lies inside, which says nothing. */
    private static double share(Map<String, Integer> counts, String admin1Key) {
        if (counts == null) {
            return 1;
        }
        int all = counts.values().stream().mapToInt(Integer::intValue).sum();
        return (double) counts.getOrDefault(admin1Key, 0) / all;
    }
}
