package dev.geolookup.web.database;

import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;
import org.mariadb.jdbc.MariaDbDataSource;

import java.sql.SQLException;

/**
 * The MariaDB data source of the service, configured from MicroProfile Config (geo.db.url, geo.db.user,
 * geo.db.password, or GEO_DB_URL, GEO_DB_USER, GEO_DB_PASSWORD in the environment). Reading the configuration
 * here rather than substituting it into web.xml keeps the descriptor free of server-specific syntax and lets the
 * password be empty, which descriptor substitution cannot express.
 */
public class ConfiguredMariaDbDataSource extends MariaDbDataSource {

    public ConfiguredMariaDbDataSource() throws SQLException {
        Config config = ConfigProvider.getConfig(ConfiguredMariaDbDataSource.class.getClassLoader());
        setUrl(config.getOptionalValue("geo.db.url", String.class).orElseThrow(() -> new SQLException(
                "no database configured: set GEO_DB_URL (or geo.db.url), e.g. jdbc:mariadb://127.0.0.1:3306/geo")));
        setUser(config.getOptionalValue("geo.db.user", String.class).orElse("root"));
        setPassword(config.getOptionalValue("geo.db.password", String.class).orElse(""));
    }
}
