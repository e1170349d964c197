package dev.geolookup.place;

import dev.geolookup.readmodel.ProjectionStream;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.util.stream.Stream;

/**
 * Streams a feature table out of MariaDB into a new {@link Gazetteer}, a batch of rows at a time: the rows are
 * projections, never managed entities, so millions of them pass through without filling the persistence context.
 */
@ApplicationScoped
public class GazetteerLoader {

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    @Transactional(Transactional.TxType.REQUIRED)
    public Gazetteer load(String allRowsQuery, long version) {
        GazetteerBuilder builder = new GazetteerBuilder(version);
        try (Stream<FeatureRow> rows = ProjectionStream.of(em, allRowsQuery, FeatureRow.class)) {
            rows.forEach(builder::add);
        }
        return builder.build();
    }
}
