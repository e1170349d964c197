package dev.geolookup.ip;

import java.time.YearMonth;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The month an IP data file was built, which is how old its answers are: DB-IP writes it into the name of every
 * file it publishes (dbip-country-lite-2026-06.csv.gz), and the scheduled refresh downloads by that name. The
 * bundled file was built in June 2026 (DATA-NOTICE.md); change {@link #BUNDLED} with the file.
 */
final class IpDataMonth {

    static final YearMonth BUNDLED = YearMonth.of(2026, 6);
    /** The source the run record names for the file bundled with the service. */
    private static final String BUNDLED_SOURCE = "bundled";
    private static final Pattern MONTH = Pattern.compile("(?<![0-9])([0-9]{4})-(0[1-9]|1[0-2])(?![0-9])");

    private IpDataMonth() {
    }

    /** The month of the data read from this source, or null where its name does not say. */
    static YearMonth of(String source) {
        if (source == null) {
            return null;
        }
        if (source.equals(BUNDLED_SOURCE)) {
            return BUNDLED;
        }
        Matcher month = MONTH.matcher(source);
        YearMonth last = null;
        while (month.find()) {
            last = YearMonth.of(Integer.parseInt(month.group(1)), Integer.parseInt(month.group(2)));
        }
        return last;
    }
}
