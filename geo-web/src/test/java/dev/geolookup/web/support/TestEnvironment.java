package dev.geolookup.web.support;

import dev.geolookup.dbinit.embedded.EmbeddedMariaDb;
import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;

import java.io.File;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Base64;
import java.util.UUID;

/**
 * Prepares what the integration tests need before Payara Micro starts: an empty database (the embedded MariaDB
 * when no GEO_TEST_DB_URL is set; in either case the test database dropped and created again, so every run
 * imports the bundled data through the real batch jobs) and an admin account with a password made up for this
 * run. arquillian.xml hands the server both passwords, the admin's and the embedded database's, as system
 * properties.
 */
public class TestEnvironment implements LauncherSessionListener {

    public static final String ADMIN_USER = "geo.test.admin.user";
    public static final String ADMIN_PASSWORD = "geo.test.admin.password";

    private EmbeddedMariaDb embedded;

    /** The Authorization header of the admin account this run made up, as a header name and value pair. */
    public static String[] adminAuthorization() {
        String credentials = System.getProperty(ADMIN_USER) + ":" + System.getProperty(ADMIN_PASSWORD);
        return new String[] {"Authorization",
                "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8))};
    }

    @Override
    public void launcherSessionOpened(LauncherSession session) {
        String url = System.getProperty("geo.test.db.url");
        if (url == null) {
            return; // unit tests (surefire): no database wanted
        }
        System.setProperty(ADMIN_USER, "it-admin");
        System.setProperty(ADMIN_PASSWORD, UUID.randomUUID().toString());
        try {
            if (Boolean.getBoolean("geo.test.embedded")) {
                embedded = EmbeddedMariaDb.start(Integer.getInteger("geo.test.embedded.port"),
                        new File(System.getProperty("geo.test.embedded.dir")), "test");
                System.setProperty("geo.test.db.user", EmbeddedMariaDb.USER);
                System.setProperty("geo.test.db.password", embedded.password());
            }
            // arquillian.xml hands it on as ${geo.test.db.password}: an empty password must be a value, not absent.
            System.setProperty("geo.test.db.password", System.getProperty("geo.test.db.password", ""));
            recreate(url, System.getProperty("geo.test.db.user"), System.getProperty("geo.test.db.password", ""));
        } catch (Exception e) {
            // Surefire's fork report prints only this message, so the cause (a refused connection, say) goes in it.
            throw new IllegalStateException("could not prepare the test database at " + url + ": " + rootCause(e), e);
        }
    }

    @Override
    public void launcherSessionClosed(LauncherSession session) {
        if (embedded != null) {
            try {
                embedded.close();
            } catch (Exception e) {
                System.err.println("embedded MariaDB did not stop cleanly: " + e.getMessage());
            }
        }
    }

    private static String rootCause(Throwable failure) {
        Throwable cause = failure;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause.toString();
    }

    private static void recreate(String jdbcUrl, String user, String password) throws Exception {
        URI uri = URI.create(jdbcUrl.substring("jdbc:".length()));
        String database = uri.getPath().substring(1);
        if (!database.matches("[A-Za-z0-9_]+")) {
            throw new IllegalArgumentException("unexpected test database name: " + database);
        }
        String serverUrl = "jdbc:mariadb://" + uri.getHost() + ":" + uri.getPort() + "/";
        try (Connection connection = DriverManager.getConnection(serverUrl, user, password);
             Statement sql = connection.createStatement()) {
            sql.execute("DROP DATABASE IF EXISTS " + database);
            sql.execute("CREATE DATABASE " + database + " CHARACTER SET utf8mb4 COLLATE utf8mb4_bin");
        }
    }
}
