package dev.geolookup.dbinit.embedded;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The embedded server as ./run and the tests start it: on the loopback address only, and only with the password. */
class EmbeddedMariaDbTest {

    private static final Path DATA_DIR = Path.of("target", "embedded-mariadb-test");
    private static EmbeddedMariaDb server;
    private static int port;

    @BeforeAll
    static void start() throws Exception {
        deleteRecursively(DATA_DIR);
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        server = EmbeddedMariaDb.start(port, DATA_DIR.toFile(), "geo");
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void itIsNotReachableOnAnyOtherAddressOfTheMachine() throws IOException {
        List<InetAddress> others = Collections.list(NetworkInterface.getNetworkInterfaces()).stream()
                .flatMap(NetworkInterface::inetAddresses)
                .filter(address -> !address.isLoopbackAddress() && !address.isLinkLocalAddress())
                .toList();
        for (InetAddress address : others) {
            assertThatThrownBy(() -> {
                try (Socket socket = new Socket()) {
                    socket.connect(new InetSocketAddress(address, port), 2000);
                }
            }).as("a connection to %s:%d", address.getHostAddress(), port).isInstanceOf(IOException.class);
        }
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 2000);
            assertThat(socket.isConnected()).as("the loopback address").isTrue();
        }
    }

    @Test
    void aConnectionWithoutThePasswordIsRefused() {
        for (String user : List.of("root", "", "anyone")) {
            assertThatThrownBy(() -> DriverManager.getConnection(url(), user, "").close())
                    .as("user '%s' without a password", user)
                    .isInstanceOfSatisfying(SQLException.class, refused -> assertThat(refused.getErrorCode())
                            .as("MariaDB's access denied or host not allowed").isIn(1045, 1130));
        }
        assertThatThrownBy(() -> DriverManager.getConnection(url(), "root", "wrong").close())
                .isInstanceOf(SQLException.class);
    }

    @Test
    void thePasswordKeptInTheDataDirectoryOpensTheDatabase() throws Exception {
        Path passwordFile = DATA_DIR.resolve(EmbeddedMariaDb.PASSWORD_FILE);
        assertThat(Files.getPosixFilePermissions(passwordFile))
                .containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        assertThat(Files.readString(passwordFile).strip()).isEqualTo(server.password()).hasSizeGreaterThan(20);
        assertThat(DATA_DIR.resolve("first-start.sql")).as("the statements that held the password").doesNotExist();
        try (Connection connection = DriverManager.getConnection(url(), EmbeddedMariaDb.USER, server.password());
             ResultSet result = connection.createStatement().executeQuery("SELECT DATABASE(), @@bind_address")) {
            assertThat(result.next()).isTrue();
            assertThat(result.getString(1)).isEqualTo("geo");
            assertThat(result.getString(2)).isEqualTo("127.0.0.1");
        }
    }

    @Test
    void theServiceAccountOwnsItsDatabaseAndNothingElse() throws Exception {
        Path passwordFile = DATA_DIR.resolve(EmbeddedMariaDb.SERVICE_PASSWORD_FILE);
        assertThat(Files.getPosixFilePermissions(passwordFile))
                .containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        assertThat(Files.readString(passwordFile).strip()).isEqualTo(server.servicePassword())
                .isNotEqualTo(server.password());
        try (Connection connection = DriverManager.getConnection(url(), EmbeddedMariaDb.SERVICE_USER,
                server.servicePassword()); var statement = connection.createStatement()) {
            statement.execute("CREATE TABLE owned (id INT PRIMARY KEY)");
            statement.execute("INSERT INTO owned VALUES (1)");
            statement.execute("RENAME TABLE owned TO owned_swapped");
            statement.execute("DROP TABLE owned_swapped");
            for (String outside : List.of("CREATE DATABASE elsewhere", "SELECT * FROM mysql.global_priv",
                    "SELECT 1 INTO OUTFILE '/tmp/geo-outfile-test'", "GRANT SELECT ON geo.* TO 'root'@'localhost'",
                    "CREATE USER 'another'@'localhost'")) {
                assertThatThrownBy(() -> statement.execute(outside)).as(outside).isInstanceOf(SQLException.class);
            }
            try (ResultSet file = statement.executeQuery("SELECT LOAD_FILE('/etc/hostname')")) {
                assertThat(file.next()).isTrue();
                assertThat(file.getString(1)).as("a file of the host, read without the FILE privilege").isNull();
            }
        }
        try (Connection connection = DriverManager.getConnection(url(), EmbeddedMariaDb.USER, server.password());
             ResultSet result = connection.createStatement().executeQuery("SELECT @@secure_file_priv")) {
            assertThat(result.next()).isTrue();
            assertThat(Path.of(result.getString(1))).as("the only folder SQL may read or write files in")
                    .isEqualTo(DATA_DIR.resolve("file-exchange").toAbsolutePath());
        }
    }

    private static String url() {
        return "jdbc:mariadb://127.0.0.1:" + port + "/geo";
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (var paths = Files.walk(dir)) {
            for (Path path : paths.sorted(Collections.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
