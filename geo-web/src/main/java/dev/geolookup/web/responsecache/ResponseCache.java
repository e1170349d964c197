package dev.geolookup.web.responsecache;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import dev.geolookup.readmodel.DataVersionServed;
import dev.geolookup.web.metrics.ServiceMetrics;
import io.prometheus.metrics.core.metrics.CounterWithCallback;
import io.prometheus.metrics.core.metrics.GaugeWithCallback;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.DoubleSupplier;

/**
 * The answers this node keeps, bounded in bytes (geo.response-cache.max-mb; 0 switches the cache off), and the
 * generation they belong to: every new data version a read model of this node serves starts a new generation and
 * drops every answer kept. Each node of a cluster notices a new version on its own, and so drops its own answers.
 * An answer holding the UTC offset now is kept only until the next instant at which some zone's offset changes.
 */
@ApplicationScoped
public class ResponseCache {

    static final String MAX_MEGABYTES = "geo.response-cache.max-mb";
    static final String MAX_ENTRY_KILOBYTES = "geo.response-cache.max-entry-kb";
    /** Far beyond a node's uptime; an answer holding an offset is not kept past it. */
    private static final Duration OFFSET_CHANGES_AHEAD = Duration.ofDays(20 * 366);
    private static final Duration KEPT_FOR_EVER = Duration.ofDays(100 * 366);

    @Inject
    @ConfigProperty(name = MAX_MEGABYTES, defaultValue = "64")
    private long maxMegabytes;

    @Inject
    @ConfigProperty(name = MAX_ENTRY_KILOBYTES, defaultValue = "1024")
    private int maxEntryKilobytes;

    @Inject
    private ServiceMetrics metrics;

    private final AtomicLong generation = new AtomicLong();
    private final LongAdder hits = new LongAdder();
    private final LongAdder misses = new LongAdder();
    private OffsetChanges offsetChanges;
    private Cache<String, Kept> answers;

    /** An answer as kept: the generation it was built in and the instant until which it stays right. */
    private record Kept(RecordedAnswer answer, long generation, long untilMillis) {
    }

    public ResponseCache() {
    }

    /** A cache outside a container, given what configuration and injection would give it: for tests. */
    ResponseCache(long maxMegabytes, int maxEntryKilobytes, ServiceMetrics metrics) {
        this.maxMegabytes = maxMegabytes;
        this.maxEntryKilobytes = maxEntryKilobytes;
        this.metrics = metrics;
        create();
    }

    @PostConstruct
    void create() {
        offsetChanges = OffsetChanges.of(Instant.now(), OFFSET_CHANGES_AHEAD);
        answers = Caffeine.newBuilder()
                .maximumWeight(Math.max(0, maxMegabytes) * 1024 * 1024)
                .weigher((String key, Kept kept) -> kept.answer().weight(key))
                .expireAfter(Expiry.writing((String key, Kept kept) -> kept.untilMillis() == Long.MAX_VALUE
                        ? KEPT_FOR_EVER : Duration.ofMillis(kept.untilMillis() - System.currentTimeMillis())))
                // Evictions happen on the thread that caused them, not on the JDK's common pool.
                .executor(Runnable::run)
                .build();
        registerMetrics();
    }

    /** Whether the operator left the cache on. */
    public boolean enabled() {
        return maxMegabytes > 0;
    }

    int maxEntryBytes() {
        return maxEntryKilobytes * 1024;
    }

    /** The generation an answer being built now belongs to; read before the answer is built. */
    long generation() {
        return generation.get();
    }

    /** The kept answer to this question, if one of the current generation is kept and still right. */
    Optional<RecordedAnswer> answerTo(String key) {
        Kept kept = answers.getIfPresent(key);
        if (kept != null && kept.generation() == generation.get()
                && System.currentTimeMillis() < kept.untilMillis()) {
            hits.increment();
            return Optional.of(kept.answer());
        }
        misses.increment();
        return Optional.empty();
    }

    /**
     * Keeps the answer built from the given instant on, as long as its lifetime allows, unless that has already
     * ended or a new data version came in while it was built.
     */
    void keep(String key, RecordedAnswer answer, long generation, long builtFromMillis) {
        long untilMillis = switch (answer.lifetime()) {
            case NONE -> 0;
            case UNTIL_THE_DATA_CHANGES -> Long.MAX_VALUE;
            case UNTIL_AN_OFFSET_CHANGES -> offsetChanges.nextAfter(builtFromMillis);
        };
        if (generation == this.generation.get() && System.currentTimeMillis() < untilMillis) {
            answers.put(key, new Kept(answer.compressedTighter(), generation, untilMillis));
        }
    }

    void dropAll(@Observes DataVersionServed served) {
        generation.incrementAndGet();
        answers.invalidateAll();
    }

    private void registerMetrics() {
        CounterWithCallback.builder().name("geo_response_cache_lookups")
                .help("Cacheable GET requests by whether a kept answer served them (hit) or the REST application did (miss)")
                .labelNames("result")
                .callback(callback -> {
                    callback.call(hits.sum(), "hit");
                    callback.call(misses.sum(), "miss");
                })
                .register(metrics.registry());
        CounterWithCallback.builder().name("geo_response_cache_drops")
                .help("Times this node dropped every kept answer, because a read model served a new data version")
                .callback(callback -> callback.call(generation.get()))
                .register(metrics.registry());
        gauge("geo_response_cache_hit_ratio", "Share of cacheable GET requests a kept answer served", () -> {
            double all = hits.sum() + misses.sum();
            return all == 0 ? 0 : hits.sum() / all;
        });
        gauge("geo_response_cache_entries", "Answers kept", () -> answers.estimatedSize());
        gauge("geo_response_cache_bytes", "Estimated heap of the answers kept",
                () -> answers.policy().eviction().map(eviction -> eviction.weightedSize().orElse(0)).orElse(0L));
        gauge("geo_response_cache_max_bytes", "The bound of the answers kept (geo.response-cache.max-mb); 0 when off",
                () -> Math.max(0, maxMegabytes) * 1024 * 1024);
    }

    private void gauge(String name, String help, DoubleSupplier value) {
        GaugeWithCallback.builder().name(name).help(help)
                .callback(callback -> callback.call(value.getAsDouble()))
                .register(metrics.registry());
    }
}
