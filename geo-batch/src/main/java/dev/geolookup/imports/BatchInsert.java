package dev.geolookup.imports;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;

/** One INSERT statement executed as a JDBC batch: rows are added, then sent together on close. */
public final class BatchInsert implements AutoCloseable {

    private final PreparedStatement statement;
    private int pending;

    public BatchInsert(Connection connection, String sql) throws SQLException {
        // Said explicitly because Payara's pool prepares through prepareStatement(sql, type, concurrency), for which
        // MariaDB Connector/J assumes generated keys are wanted and then sends a batch row by row instead of as one
        // bulk command (COM_STMT_BULK_EXECUTE).
        this.statement = connection.prepareStatement(sql, Statement.NO_GENERATED_KEYS);
    }

    public void row(Object... values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            set(i + 1, values[i]);
        }
        statement.addBatch();
        pending++;
    }

    /** Typed setters where the type is common: setObject searches the driver's codecs for every value. */
    private void set(int index, Object value) throws SQLException {
        if (value instanceof String text) {
            statement.setString(index, text);
        } else if (value instanceof Long number) {
            statement.setLong(index, number);
        } else if (value instanceof Double number) {
            statement.setDouble(index, number);
        } else {
            statement.setObject(index, value);
        }
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
