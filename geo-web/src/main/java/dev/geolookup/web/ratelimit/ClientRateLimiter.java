package dev.geolookup.web.ratelimit;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;

import java.time.Duration;
import java.util.Optional;

/**
 * A token bucket per client address: a client may spend {@code permits} within {@code period}, refilled
 * gradually. Buckets of clients not seen for a while are forgotten, and there are at most {@code maxClients},
 * so a flood of made-up addresses cannot grow memory without bound.
 */
public final class ClientRateLimiter {

    private static final long MAX_CLIENTS = 100_000;

    private final long permits;
    private final Duration period;
    private final Cache<String, Bucket> buckets;

    public ClientRateLimiter(long permits, Duration period) {
        if (permits < 1) {
            throw new IllegalArgumentException("a rate limit needs at least one permit per period");
        }
        this.permits = permits;
        this.period = period;
        this.buckets = Caffeine.newBuilder().maximumSize(MAX_CLIENTS).expireAfterAccess(period.multipliedBy(2)).build();
    }

    /** Takes a permit; when none is left, how long the client should wait before the next one. */
    public Optional<Duration> take(String client) {
        ConsumptionProbe probe = bucketOf(client).tryConsumeAndReturnRemaining(1);
        return probe.isConsumed() ? Optional.empty() : Optional.of(Duration.ofNanos(probe.getNanosToWaitForRefill()));
    }

    /** Without taking a permit: how long the client must wait before it has one again, if it has none now. */
    public Optional<Duration> waitBeforeNext(String client) {
        Bucket bucket = buckets.getIfPresent(client);
        if (bucket == null) {
            return Optional.empty();
        }
        long nanos = bucket.estimateAbilityToConsume(1).getNanosToWaitForRefill();
        return nanos > 0 ? Optional.of(Duration.ofNanos(nanos)) : Optional.empty();
    }

    /** Whole seconds to wait, rounded up, for a Retry-After header. */
    public static long retryAfterSeconds(Duration wait) {
        return Math.max(1, (wait.toMillis() + 999) / 1000);
    }

    private Bucket bucketOf(String client) {
        return buckets.get(client, unused -> Bucket.builder()
                .addLimit(limit -> limit.capacity(permits).refillGreedy(permits, period)).build());
    }
}
