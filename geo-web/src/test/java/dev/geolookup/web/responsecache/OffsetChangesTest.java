package dev.geolookup.web.responsecache;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.zone.ZoneOffsetTransition;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The next instant some zone's offset changes, against every zone's own rules. */
class OffsetChangesTest {

    private static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");
    private static final OffsetChanges CHANGES = OffsetChanges.of(FROM, Duration.ofDays(3 * 366));

    @Test
    void theNextChangeIsTheEarliestNextTransitionOfAnyZone() {
        Random random = new Random(40);
        for (int i = 0; i < 300; i++) {
            long at = FROM.toEpochMilli() + (long) (random.nextDouble() * Duration.ofDays(2 * 365).toMillis());
            long next = CHANGES.nextAfter(at);
            assertThat(next).as("after %s", Instant.ofEpochMilli(at)).isEqualTo(earliestTransitionAfter(at));
            for (String zone : ZoneId.getAvailableZoneIds()) {
                var rules = ZoneId.of(zone).getRules();
                assertThat(rules.getOffset(Instant.ofEpochMilli(next - 1)))
                        .as("%s between %s and the next change", zone, Instant.ofEpochMilli(at))
                        .isEqualTo(rules.getOffset(Instant.ofEpochMilli(at)));
            }
        }
    }

    @Test
    void anInstantOnAChangeLooksForTheOneAfterItAndPastTheSpanNothingIsKnown() {
        long change = CHANGES.nextAfter(FROM.toEpochMilli());
        assertThat(CHANGES.nextAfter(change)).isGreaterThan(change);
        long pastTheSpan = FROM.plus(Duration.ofDays(4 * 366)).toEpochMilli();
        assertThat(CHANGES.nextAfter(pastTheSpan)).as("nothing may be kept").isEqualTo(pastTheSpan);
    }

    private static long earliestTransitionAfter(long millis) {
        long earliest = Long.MAX_VALUE;
        for (String zone : ZoneId.getAvailableZoneIds()) {
            ZoneOffsetTransition next = ZoneId.of(zone).getRules().nextTransition(Instant.ofEpochMilli(millis));
            if (next != null) {
                earliest = Math.min(earliest, next.getInstant().toEpochMilli());
            }
        }
        return earliest;
    }
}
