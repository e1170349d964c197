package dev.geolookup.place;

import dev.geolookup.readmodel.ProjectionStream;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.util.stream.Stream;

/**
 * Streams a feature table out of MariaDB into a new {@link GazetteerView}, a batch of rows at a time: the rows are
 * projections, never managed entities, so millions of them pass through without filling the persistence context.
 */
@ApplicationScoped
public class GazetteerViewLoader {

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    /** How many rows the table holds and how much text, from the named query that sums them. */
    @Transactional(Transactional.TxType.REQUIRED)
    public GazetteerBuildEstimate estimate(String sizeQueryName) {
        Object[] size = em.createNamedQuery(sizeQueryName, Object[].class).getSingleResult();
        return new GazetteerBuildEstimate(number(size[0]), number(size[1]) + number(size[2]) + number(size[3]));
    }

    private static long number(Object value) {
        return value == null ? 0 : ((Number) value).longValue();
    }

    @Transactional(Transactional.TxType.REQUIRED)
    public GazetteerView load(String allRowsQueryName, long version) {
        GazetteerViewBuilder builder = new GazetteerViewBuilder(version);
        try (Stream<FeatureRow> rows = ProjectionStream.of(em, allRowsQueryName, FeatureRow.class)) {
            rows.forEach(builder::add);
        }
        return builder.build();
    }
}
