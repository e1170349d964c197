package dev.geolookup.imports;

import dev.geolookup.api.InvalidRequestException;

import java.util.Arrays;
import java.util.stream.Collectors;

/** The datasets the service imports; each has a job of the same name under META-INF/batch-jobs. */
public enum Dataset {
    COUNTRIES("countries"),
    COUNTRY_INFO("country-info"),
    ADMIN1_CODES("admin1-codes"),
    ADMIN2_CODES("admin2-codes"),
    PLACES("places"),
    CITIES("cities"),
    ALTERNATE_NAMES("alternate-names"),
    POSTAL_CODES("postal-codes"),
    IP_RANGES("ip-ranges"),
    COUNTRY_BOUNDARIES("country-boundaries"),
    TIMEZONE_BOUNDARIES("timezone-boundaries");

    private final String jobName;

    Dataset(String jobName) {
        this.jobName = jobName;
    }

    public String jobName() {
        return jobName;
    }

    public static Dataset byName(String name) {
        return Arrays.stream(values()).filter(dataset -> dataset.jobName.equals(name)).findFirst()
                .orElseThrow(() -> new InvalidRequestException("unknown dataset '" + name + "'; datasets: "
                        + Arrays.stream(values()).map(Dataset::jobName).collect(Collectors.joining(", "))));
    }
}
