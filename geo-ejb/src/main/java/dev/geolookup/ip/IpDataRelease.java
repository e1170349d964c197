package dev.geolookup.ip;

import java.time.Instant;
import java.time.YearMonth;

/** Which data an IP read model serves: its data version, the source it was imported from, when, and how old it is. */
public record IpDataRelease(long version, String source, Instant importedAt) {

    public static final IpDataRelease NONE = new IpDataRelease(0, null, null);

    /** The month the data was built, where its source says; null otherwise. */
    public YearMonth dataMonth() {
        return IpDataMonth.of(source);
    }
}
