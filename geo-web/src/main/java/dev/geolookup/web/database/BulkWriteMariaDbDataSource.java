package dev.geolookup.web.database;

import java.sql.SQLException;

/**
 * The same database as {@link ConfiguredMariaDbDataSource}, for the imports' staging writes: with server-side
 * prepared statements, MariaDB Connector/J sends a JDBC batch of INSERTs as one bulk command
 * (COM_STMT_BULK_EXECUTE) instead of one statement per row, which is what makes a 12-million-row gazetteer import
 * fit in minutes. The reads keep the driver's defaults. An option the configured URL already sets is left alone.
 */
public class BulkWriteMariaDbDataSource extends ConfiguredMariaDbDataSource {

    static final String SERVER_PREPARED = "useServerPrepStmts";

    public BulkWriteMariaDbDataSource() throws SQLException {
        String url = getUrl();
        if (!url.contains(SERVER_PREPARED + "=")) {
            setUrl(url + (url.contains("?") ? "&" : "?") + SERVER_PREPARED + "=true");
        }
    }
}
