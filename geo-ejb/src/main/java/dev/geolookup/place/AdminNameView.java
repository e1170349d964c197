package dev.geolookup.place;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** The names of one level of administrative divisions at one data version, by their GeoNames code. */
public final class AdminNameView {

    public static final AdminNameView EMPTY = new AdminNameView(0, Map.of(), Map.of(), Map.of());

    private final long version;
    private final Map<String, String> names;
    private final Map<String, Long> geonameIds;
    private final Map<Long, String> codesByGeonameId;
    private final Map<String, String> asciiNames;
    /** Every code, sorted, so that a country's are one range. */
    private final String[] codes;

    private AdminNameView(long version, Map<String, String> names, Map<String, Long> geonameIds,
                          Map<String, String> asciiNames) {
        this.version = version;
        this.names = names;
        this.geonameIds = geonameIds;
        this.asciiNames = asciiNames;
        this.codes = names.keySet().stream().sorted().toArray(String[]::new);
        Map<Long, String> codes = new HashMap<>();
        geonameIds.forEach((code, geonameId) -> codes.putIfAbsent(geonameId, code));
        this.codesByGeonameId = Map.copyOf(codes);
    }

    public static AdminNameView of(long version, Iterable<? extends AdminDivision> divisions) {
        Map<String, String> names = new HashMap<>();
        Map<String, Long> geonameIds = new HashMap<>();
        Map<String, String> asciiNames = new HashMap<>();
        divisions.forEach(division -> {
            names.put(division.getCode(), division.getName());
            if (division.getAsciiName() != null) {
                asciiNames.put(division.getCode(), division.getAsciiName());
            }
            if (division.getGeonameId() != null) {
                geonameIds.put(division.getCode(), division.getGeonameId());
            }
        });
        return new AdminNameView(version, Map.copyOf(names), Map.copyOf(geonameIds), Map.copyOf(asciiNames));
    }

    public long version() {
        return version;
    }

    public int size() {
        return names.size();
    }

    /** The name of the division with this code: "CC.A1" or "CC.A1.A2". */
    public Optional<String> nameOf(String code) {
        return Optional.ofNullable(names.get(code));
    }

    public Optional<String> asciiNameOf(String code) {
        return Optional.ofNullable(asciiNames.get(code));
    }

    /** Every code, sorted. */
    public List<String> codes() {
        return List.of(codes);
    }

    /** The codes that begin with this prefix and a dot ("US" gives "US.AK", ...), sorted. */
    public List<String> codesUnder(String prefix) {
        String from = prefix + ".";
        int first = Arrays.binarySearch(codes, from);
        List<String> under = new ArrayList<>();
        for (int i = first < 0 ? -first - 1 : first; i < codes.length && codes[i].startsWith(from); i++) {
            if (codes[i].indexOf('.', from.length()) < 0) {
                under.add(codes[i]);
            }
        }
        return under;
    }

    public boolean has(String code) {
        return names.containsKey(code);
    }

    /** The code of the division that is this GeoNames feature, where one is. */
    public Optional<String> codeOf(long geonameId) {
        return Optional.ofNullable(codesByGeonameId.get(geonameId));
    }

    /** The GeoNames feature of the division with this code, where GeoNames gives one. */
    public OptionalLong geonameIdOf(String code) {
        Long geonameId = geonameIds.get(code);
        return geonameId == null ? OptionalLong.empty() : OptionalLong.of(geonameId);
    }
}
