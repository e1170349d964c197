package dev.geolookup.api;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Every dataset the service imports and serves, the one list of them: a dataset's id names its import job
 * (META-INF/batch-jobs/ID.xml), its read model, its data version and run records in the database, its readiness
 * line, its metrics label and its path in the admin API.
 */
public enum Dataset {
    COUNTRIES("countries"),
    COUNTRIES_V2("countries-v2"),
    COUNTRIES_V3_1("countries-v3.1"),
    COUNTRY_INFO("country-info"),
    ADMIN1_CODES("admin1-codes"),
    ADMIN2_CODES("admin2-codes"),
    PLACES("places"),
    CITIES("cities"),
    ALTERNATE_NAMES("alternate-names"),
    POSTAL_CODES("postal-codes"),
    IP_RANGES("ip-ranges"),
    IP_CITIES("ip-cities", true),
    IP_NETWORKS("ip-networks", true),
    COUNTRY_BOUNDARIES("country-boundaries"),
    TIMEZONE_BOUNDARIES("timezone-boundaries"),
    SUBDIVISION_OUTLINES("subdivision-outlines"),
    SUBDIVISION_CODES("subdivision-codes");

    private final String id;
    private final boolean bundledInDataDirectory;

    Dataset(String id) {
        this(id, false);
    }

    Dataset(String id, boolean bundledInDataDirectory) {
        this.id = id;
        this.bundledInDataDirectory = bundledInDataDirectory;
    }

    /** The dataset's id, as its job, the database, the admin API and the metrics name it. */
    public String id() {
        return id;
    }

    /**
     * Whether its bundled copy lies in the data directory (geo.data.dir) rather than in the WAR: files too large to
     * ship inside it. Without that directory such a dataset has no bundled copy and is served once an admin imports it.
     */
    public boolean bundledInDataDirectory() {
        return bundledInDataDirectory;
    }

    /** Its id, so that logs and messages read as before: "places", not PLACES. */
    @Override
    public String toString() {
        return id;
    }

    /** The dataset of this id; an unknown id is a bad request listing the known ones. */
    public static Dataset byId(String id) {
        return Arrays.stream(values()).filter(dataset -> dataset.id.equals(id)).findFirst()
                .orElseThrow(() -> new InvalidRequestException("unknown dataset '" + id + "'; datasets: "
                        + Arrays.stream(values()).map(Dataset::id).collect(Collectors.joining(", "))));
    }
}
