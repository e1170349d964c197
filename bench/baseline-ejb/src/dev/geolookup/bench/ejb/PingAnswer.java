package dev.geolookup.bench.ejb;

import jakarta.ejb.Local;

/** The business interface the resource calls, as the service's resources call theirs. */
@Local
public interface PingAnswer {

    byte[] body();
}
