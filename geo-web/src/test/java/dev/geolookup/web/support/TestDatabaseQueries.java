package dev.geolookup.web.support;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** Direct reads of the test database, to check what an import left there. */
public final class TestDatabaseQueries {

    private TestDatabaseQueries() {
    }

    public static long count(String table) {
        return single("SELECT COUNT(*) FROM " + table, null, Long.class);
    }

    public static String text(String sql, String parameter) {
        return single(sql, parameter, String.class);
    }

    /** A row of a query result, mapped to a test value. */
    @FunctionalInterface
    public interface RowMapper<T> {
        T map(ResultSet row) throws SQLException;
    }

    /** Every row of a query, for oracles that scan the same data the service serves. */
    public static <T> List<T> rows(String sql, RowMapper<T> mapper) {
        try (Connection connection = connect();
             PreparedStatement statement = connection.prepareStatement(sql);
             ResultSet result = statement.executeQuery()) {
            List<T> rows = new ArrayList<>();
            while (result.next()) {
                rows.add(mapper.map(result));
            }
            return rows;
        } catch (SQLException e) {
            throw new AssertionError("query failed: " + sql + ": " + e.getMessage(), e);
        }
    }

    /**
     * The datasets served from a run that did not read the bundled file, as "dataset (run n, source s)": a test
     * that imported data of its own and did not put the bundled data back.
     */
    public static List<String> datasetsNotFromTheBundledFiles() {
        return rows("SELECT v.dataset, r.id, r.source FROM dataset_version v JOIN import_run r ON r.id = v.import_run_id"
                        + " WHERE r.source <> 'bundled' ORDER BY v.dataset",
                row -> row.getString(1) + " (run " + row.getLong(2) + ", source " + row.getString(3) + ")");
    }

    private static Connection connect() throws SQLException {
        return DriverManager.getConnection(System.getProperty("geo.test.db.url"),
                System.getProperty("geo.test.db.user"), System.getProperty("geo.test.db.password", ""));
    }

    private static <T> T single(String sql, String parameter, Class<T> type) {
        try (Connection connection = connect();
             PreparedStatement statement = connection.prepareStatement(sql)) {
            if (parameter != null) {
                statement.setString(1, parameter);
            }
            try (ResultSet result = statement.executeQuery()) {
                return result.next() ? result.getObject(1, type) : null;
            }
        } catch (SQLException e) {
            throw new AssertionError("query failed: " + sql + ": " + e.getMessage(), e);
        }
    }
}
