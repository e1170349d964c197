package dev.geolookup.country;

import jakarta.enterprise.context.ApplicationScoped;

import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicReference;

/** Picks a random country, never the one this node picked last, even under concurrent requests. */
@ApplicationScoped
public class RandomCountryPicker {

    private final AtomicReference<String> lastPicked = new AtomicReference<>();

    public CountryEntry pick(List<CountryEntry> entries) {
        while (true) {
            String previous = lastPicked.get();
            CountryEntry candidate = entries.get(ThreadLocalRandom.current().nextInt(entries.size()));
            boolean repeats = entries.size() > 1 && candidate.alpha2Code().equals(previous);
            if (!repeats && lastPicked.compareAndSet(previous, candidate.alpha2Code())) {
                return candidate;
            }
        }
    }
}
