package dev.geolookup.place;

import dev.geolookup.api.text.TextFolding;

import java.util.List;
import java.util.Map;

/**
 * The forms of a name as people shorten it: St/St./Saint, Ste/Sainte, Mt/Mount, Ft/Fort, and "&"/"and" are one
 * word written two ways. A name is searched as written and, where it holds one of them, with each swapped for the
 * other; the gazetteer holds names both ways ("St. Louis", "Saint Paul", "Trinidad and Tobago").
 */
final class NameForms {

    private static final Map<String, String> SWAPS = Map.of("st", "saint", "saint", "st", "ste", "sainte",
            "sainte", "ste", "mt", "mount", "mount", "mt", "ft", "fort", "fort", "ft", "and", "");

    private NameForms() {
    }

    /** The folded forms of the name: as written first, then with every shortened word swapped, if any was. */
    static List<String> of(String name) {
        String written = TextFolding.fold(name);
        StringBuilder swapped = new StringBuilder(written.length() + 8);
        boolean changed = false;
        for (String word : name.trim().split("\\s+")) {
            String folded = TextFolding.fold(word);
            // Only the word as people shorten it, with or without its dot: "S:t" (Swedish Sankt) is not "St".
            String swap = word.equals("&") ? "and"
                    : word.replaceFirst("\\.$", "").equalsIgnoreCase(folded) ? SWAPS.get(folded) : null;
            changed |= swap != null;
            swapped.append(swap != null ? swap : folded);
        }
        String other = swapped.toString();
        return changed && !other.isEmpty() && !other.equals(written) ? List.of(written, other) : List.of(written);
    }
}
