package dev.geolookup.place;

import dev.geolookup.readmodel.ProjectionStream;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Streams a feature table out of MariaDB into a new {@link GazetteerView}, a batch of rows at a time: the rows are
 * projections, never managed entities, so millions of them pass through without filling the persistence context.
 */
@ApplicationScoped
public class GazetteerViewLoader {

    private static final Pattern TABLE_NAME = Pattern.compile("[a-z_]+");

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    /**
     * How many rows a feature table holds and how much text: the live table, or a staging copy of it that an import
     * filled and has not swapped in yet.
     */
    @Transactional(Transactional.TxType.REQUIRED)
    public GazetteerBuildEstimate estimate(String table) {
        if (!TABLE_NAME.matcher(table).matches()) {
            throw new IllegalArgumentException("not a table name: " + table);
        }
        Object[] size = (Object[]) em.createNativeQuery("SELECT COUNT(*), COALESCE(SUM(CHAR_LENGTH(name)), 0) "
                + "+ COALESCE(SUM(CHAR_LENGTH(ascii_name)), 0) + COALESCE(SUM(CHAR_LENGTH(alternate_names)), 0) "
                + "FROM " + table).getSingleResult();
        return new GazetteerBuildEstimate(number(size[0]), number(size[1]));
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
