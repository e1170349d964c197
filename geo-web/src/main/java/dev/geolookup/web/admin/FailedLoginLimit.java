package dev.geolookup.web.admin;

import dev.geolookup.web.ratelimit.ClientRateLimiter;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.util.Optional;

/**
 * Slows down password guessing: a client may fail the admin login geo.admin.failed-logins-per-minute times a
 * minute (10 by default); after that it is refused with 429 until a permit is back, whatever it sends, so even
 * the right password waits. Counted per client address on this node.
 */
@ApplicationScoped
public class FailedLoginLimit {

    @Inject
    @ConfigProperty(name = "geo.admin.failed-logins-per-minute", defaultValue = "10")
    private long failuresPerMinute;

    private ClientRateLimiter limiter;

    @PostConstruct
    void createLimiter() {
        limiter = new ClientRateLimiter(failuresPerMinute, Duration.ofMinutes(1));
    }

    /** How long the client must wait before it may try again, if it used up its failures. */
    public Optional<Duration> lockedOut(String client) {
        return limiter.waitBeforeNext(client);
    }

    public void failed(String client) {
        limiter.take(client);
    }
}
