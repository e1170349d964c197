package dev.geolookup.imports;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * Writes a chunk into the staging tables in a local transaction of its own, outside the chunk's JTA transaction.
 * That transaction also holds the batch runtime's checkpoint, so MariaDB took part in it by two-phase commit; a
 * server killed between prepare and commit left a prepared XA transaction in MariaDB, which outlives the
 * connection, keeps its locks on the staging table, and made every later run of the dataset wait on them and
 * fail. Staging rows need no such guarantee: until the swap they are scratch, and a failed run drops them.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class StagingWrites {

    /** Work on one connection; committed together, or not at all. */
    @FunctionalInterface
    public interface Work {
        void writeTo(Connection connection) throws SQLException;
    }

    /** Connections whose JDBC batches of INSERTs travel as one bulk command each (see web.xml). */
    @Resource(lookup = "java:app/jdbc/geo-bulk")
    private DataSource dataSource;

    public void write(Work work) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                work.writeTo(connection);
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        }
    }
}
