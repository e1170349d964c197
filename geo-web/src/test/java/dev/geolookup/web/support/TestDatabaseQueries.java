package dev.geolookup.web.support;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

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

    private static <T> T single(String sql, String parameter, Class<T> type) {
        try (Connection connection = DriverManager.getConnection(System.getProperty("geo.test.db.url"),
                System.getProperty("geo.test.db.user"), System.getProperty("geo.test.db.password", ""));
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
