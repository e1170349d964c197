package dev.geolookup.place;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The units one qualifier may name, by the gazetteer's numbers of their country and divisions, asked of every row a
 * search reads: whole countries by their number, divisions by their numbers packed into one key, so that a row is
 * tested with a lookup or two whatever the number of units (a short code names several, a completion up to 200).
 */
final class UnitSet {

    private final Set<Integer> countries = new HashSet<>();
    private final Set<Long> firstLevel = new HashSet<>();
    private final Set<Long> secondLevel = new HashSet<>();

    private UnitSet() {
    }

    /** @param units each the numbers of a country, its admin1 and admin2 ({@link GazetteerView#ANY} above its level) */
    static UnitSet of(List<int[]> units) {
        UnitSet set = new UnitSet();
        for (int[] unit : units) {
            if (unit[1] == GazetteerView.ANY) {
                set.countries.add(unit[0]);
            } else if (unit[2] == GazetteerView.ANY) {
                set.firstLevel.add(key(unit[0], unit[1]));
            } else {
                set.secondLevel.add(key(key(unit[0], unit[1]), unit[2]));
            }
        }
        return set;
    }

    boolean holds(GazetteerView gazetteer, int row) {
        int country = gazetteer.countryNumberOf(row);
        if (countries.contains(country)) {
            return true;
        }
        long division = key(country, gazetteer.admin1NumberOf(row));
        return firstLevel.contains(division)
                || !secondLevel.isEmpty() && secondLevel.contains(key(division, gazetteer.admin2NumberOf(row)));
    }

    private static long key(long high, int low) {
        return high << 24 ^ (low & 0xFFFFFFL);
    }
}
