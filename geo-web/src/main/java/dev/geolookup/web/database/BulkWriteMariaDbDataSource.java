package dev.geolookup.web.database;

import java.sql.SQLException;

/**
 * The same database as {@link ConfiguredMariaDbDataSource}, for the imports' staging writes: with server-side
 * prepared statements, MariaDB Connector/J sends a JDBC batch of INSERTs as one bulk command
 * (COM_STMT_BULK_EXECUTE) instead of one statement per row, which is what makes a 12-million-row gazetteer import
 * fit in minutes. The reads keep the driver's defaults. An option the configured URL already sets is left alone.
 * <p>
 * The driver's cache of prepared statements is off on these connections. Every import writes into a staging table
 * that the previous run of the dataset renamed into place, so a cached statement names a table that has since been
 * replaced. MariaDB 10.11 prepares such a statement again by itself; MariaDB 11.4 (11.4.5, the embedded server)
 * answers its bulk execution with an error packet of code 0 and no message, so every import after the first on a
 * pooled connection failed (the run record read "(conn=19) "). Preparing once per chunk of thousands of rows costs
 * one round trip.
 */
public class BulkWriteMariaDbDataSource extends ConfiguredMariaDbDataSource {

    static final String SERVER_PREPARED = "useServerPrepStmts";
    static final String STATEMENT_CACHE = "cachePrepStmts";

    public BulkWriteMariaDbDataSource() throws SQLException {
        setUrl(withOption(withOption(getUrl(), SERVER_PREPARED, "true"), STATEMENT_CACHE, "false"));
    }

    private static String withOption(String url, String option, String value) {
        if (url.contains(option + "=")) {
            return url;
        }
        return url + (url.contains("?") ? "&" : "?") + option + "=" + value;
    }
}
