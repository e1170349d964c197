package dev.geolookup.boundary;

import dev.geolookup.spatial.BoundaryIndex;
import dev.geolookup.spatial.BoundaryIndex.Boundary;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import org.locationtech.jts.io.ParseException;
import org.locationtech.jts.io.WKBReader;

import java.sql.Blob;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** Reads a boundary table's (code, WKB) rows and builds the view of one data version from them. */
@ApplicationScoped
public class BoundaryViewLoader {

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    @Transactional(Transactional.TxType.REQUIRED)
    public BoundaryView load(String shapesQueryName, long version) {
        List<?> rows = em.createNamedQuery(shapesQueryName).getResultList();
        List<Boundary> boundaries = new ArrayList<>(rows.size());
        WKBReader wkb = new WKBReader();
        for (Object row : rows) {
            Object[] columns = (Object[]) row;
            try {
                boundaries.add(new Boundary((String) columns[0], wkb.read(bytes(columns[1]))));
            } catch (ParseException | SQLException e) {
                throw new IllegalStateException("the database holds a shape that is not WKB for " + columns[0], e);
            }
        }
        return new BoundaryView(version, boundaries.size(), BoundaryIndex.of(boundaries));
    }

    /** The rows of a named native query, each as its columns. */
    @Transactional(Transactional.TxType.REQUIRED)
    public List<Object[]> rows(String queryName) {
        List<?> rows = em.createNamedQuery(queryName).getResultList();
        List<Object[]> columns = new ArrayList<>(rows.size());
        rows.forEach(row -> columns.add((Object[]) row));
        return columns;
    }

    /** A driver may hand a LONGBLOB result over as bytes or as a Blob, depending on how it types the column. */
    private static byte[] bytes(Object shape) throws SQLException {
        return shape instanceof Blob blob ? blob.getBytes(1, (int) blob.length()) : (byte[]) shape;
    }
}
