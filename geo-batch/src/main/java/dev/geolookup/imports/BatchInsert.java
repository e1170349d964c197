package dev.geolookup.imports;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/** One INSERT statement executed as a JDBC batch: rows are added, then sent together on close. */
public final class BatchInsert implements AutoCloseable {

    private final PreparedStatement statement;
    private int pending;

    public BatchInsert(Connection connection, String sql) throws SQLException {
        this.statement = connection.prepareStatement(sql);
    }

    public void row(Object... values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            statement.setObject(i + 1, values[i]);
        }
        statement.addBatch();
        pending++;
    }

    @Override
    public void close() throws SQLException {
        try {
            if (pending > 0) {
                statement.executeBatch();
            }
        } finally {
            statement.close();
        }
    }
}
