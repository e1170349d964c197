package dev.geolookup.web.responsecache;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.Arrays;
import java.util.TreeSet;

/**
 * The instants at which some time zone's UTC offset changes, by the rules of the running JDK. An answer that holds
 * an offset now (/reverse, /ip/{address}) is the same answer until the next of them, whatever its zone.
 */
final class OffsetChanges {

    private final long[] instantsMillis;
    private final long endMillis;

    private OffsetChanges(long[] instantsMillis, long endMillis) {
        this.instantsMillis = instantsMillis;
        this.endMillis = endMillis;
    }

    /** The changes of every zone from the instant on, for the span given. */
    static OffsetChanges of(Instant from, Duration span) {
        Instant end = from.plus(span);
        TreeSet<Long> instants = new TreeSet<>();
        for (String zone : ZoneId.getAvailableZoneIds()) {
            ZoneRules rules = ZoneId.of(zone).getRules();
            for (ZoneOffsetTransition change = rules.nextTransition(from); change != null
                    && change.getInstant().isBefore(end); change = rules.nextTransition(change.getInstant())) {
                instants.add(change.getInstant().toEpochMilli());
            }
        }
        return new OffsetChanges(instants.stream().mapToLong(Long::longValue).toArray(), end.toEpochMilli());
    }

    /** The first change after the instant; the end of the span where none is known after it. */
    long nextAfter(long millis) {
        int at = Arrays.binarySearch(instantsMillis, millis);
        int next = at >= 0 ? at + 1 : -at - 1;
        return next < instantsMillis.length ? instantsMillis[next] : Math.max(endMillis, millis);
    }
}
