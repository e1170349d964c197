package dev.geolookup.readmodel;

import jakarta.persistence.EntityManager;

import java.util.stream.Stream;

/**
 * A named JPQL projection streamed from the database in batches, read-only: how read models read whole tables without
 * holding them, or managed entities, in memory twice.
 */
public final class ProjectionStream {

    private static final int FETCH_SIZE = 10_000;

    private ProjectionStream() {
    }

    public static <T> Stream<T> of(EntityManager em, String namedQuery, Class<T> type) {
        return em.createNamedQuery(namedQuery, type)
                .setHint("org.hibernate.fetchSize", FETCH_SIZE)
                .setHint("org.hibernate.readOnly", true)
                .getResultStream();
    }
}
