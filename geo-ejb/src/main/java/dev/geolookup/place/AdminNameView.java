package dev.geolookup.place;

import java.util.OptionalLong;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** The names of one level of administrative divisions at one data version, by their GeoNames code. */
public final class AdminNameView {

    public static final AdminNameView EMPTY = new AdminNameView(0, Map.of(), Map.of());

    private final long version;
    private final Map<String, String> names;
    private final Map<String, Long> geonameIds;

    private AdminNameView(long version, Map<String, String> names, Map<String, Long> geonameIds) {
        this.version = version;
        this.names = names;
        this.geonameIds = geonameIds;
    }

    public static AdminNameView of(long version, Iterable<? extends AdminDivision> divisions) {
        Map<String, String> names = new HashMap<>();
        Map<String, Long> geonameIds = new HashMap<>();
        divisions.forEach(division -> {
            names.put(division.getCode(), division.getName());
            if (division.getGeonameId() != null) {
                geonameIds.put(division.getCode(), division.getGeonameId());
            }
        });
        return new AdminNameView(version, Map.copyOf(names), Map.copyOf(geonameIds));
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

    /** The GeoNames feature of the division with this code, where GeoNames gives one. */
    public OptionalLong geonameIdOf(String code) {
        Long geonameId = geonameIds.get(code);
        return geonameId == null ? OptionalLong.empty() : OptionalLong.of(geonameId);
    }
}
