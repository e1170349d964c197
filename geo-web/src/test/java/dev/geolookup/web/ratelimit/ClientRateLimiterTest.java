package dev.geolookup.web.ratelimit;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ClientRateLimiterTest {

    @Test
    void aClientMaySpendItsPermitsAndIsThenToldHowLongToWait() {
        ClientRateLimiter limiter = new ClientRateLimiter(3, Duration.ofMinutes(1));
        for (int i = 0; i < 3; i++) {
            assertThat(limiter.take("198.51.100.1")).isEmpty();
        }
        Optional<Duration> wait = limiter.take("198.51.100.1");
        assertThat(wait).hasValueSatisfying(duration ->
                assertThat(duration).isPositive().isLessThanOrEqualTo(Duration.ofSeconds(20)));
        assertThat(limiter.waitBeforeNext("198.51.100.1")).isPresent();
        assertThat(limiter.take("198.51.100.2")).as("another client").isEmpty();
    }

    @Test
    void aClientNeverSeenHasNothingToWaitFor() {
        ClientRateLimiter limiter = new ClientRateLimiter(1, Duration.ofMinutes(1));
        assertThat(limiter.waitBeforeNext("2001:db8::1")).isEmpty();
        assertThat(limiter.take("2001:db8::1")).isEmpty();
        assertThat(limiter.waitBeforeNext("2001:db8::1")).isPresent();
    }

    @Test
    void retryAfterIsWholeSecondsRoundedUpAndAtLeastOne() {
        assertThat(ClientRateLimiter.retryAfterSeconds(Duration.ofMillis(1))).isEqualTo(1);
        assertThat(ClientRateLimiter.retryAfterSeconds(Duration.ofMillis(1001))).isEqualTo(2);
        assertThat(ClientRateLimiter.retryAfterSeconds(Duration.ofSeconds(6))).isEqualTo(6);
        assertThat(ClientRateLimiter.retryAfterSeconds(Duration.ZERO)).isEqualTo(1);
    }

    @Test
    void aLimitWithoutPermitsIsRefused() {
        assertThatThrownBy(() -> new ClientRateLimiter(0, Duration.ofMinutes(1)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
