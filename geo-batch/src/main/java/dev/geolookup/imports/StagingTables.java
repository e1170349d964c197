package dev.geolookup.imports;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The staging copies an import fills while the live tables keep serving, and the swap that puts them live.
 * MariaDB renames every table of one RENAME TABLE statement atomically, so readers see all old or all new tables.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class StagingTables {

    static final String STAGING = "_staging";
    static final String RETIRED = "_retired";

    @Resource(lookup = "java:app/jdbc/geo")
    private DataSource dataSource;

    public static String staging(String table) {
        return table + STAGING;
    }

    /** Empty staging copies of the live tables; leftovers of an earlier, interrupted run are dropped first. */
    public void prepare(List<String> tables) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement()) {
            for (String table : tables) {
                sql.execute("DROP TABLE IF EXISTS " + staging(table) + ", " + table + RETIRED);
                sql.execute("CREATE TABLE " + staging(table) + " LIKE " + table);
            }
        }
    }

    /** Puts the staging tables live in one atomic rename and drops the tables they replace. */
    public void swap(List<String> tables) throws SQLException {
        String renames = tables.stream()
                .map(table -> table + " TO " + table + RETIRED + ", " + staging(table) + " TO " + table)
                .collect(Collectors.joining(", "));
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement()) {
            sql.execute("RENAME TABLE " + renames);
            sql.execute("DROP TABLE IF EXISTS " + tables.stream().map(table -> table + RETIRED)
                    .collect(Collectors.joining(", ")));
        }
    }

    public void discard(List<String> tables) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement()) {
            sql.execute("DROP TABLE IF EXISTS " + tables.stream().map(StagingTables::staging)
                    .collect(Collectors.joining(", ")));
        }
    }
}
