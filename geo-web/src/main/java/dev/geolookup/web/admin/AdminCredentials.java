package dev.geolookup.web.admin;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Optional;

/**
 * The admin account, from configuration (geo.admin.user and geo.admin.password, e.g. GEO_ADMIN_USER and
 * GEO_ADMIN_PASSWORD in the environment). Without both, nobody is an admin. Name and password are compared
 * through their digests in constant time, so a wrong guess takes as long as a nearly right one.
 */
@ApplicationScoped
public class AdminCredentials {

    public static final String ADMIN_ROLE = "geo-admin";

    @Inject
    @ConfigProperty(name = "geo.admin.user")
    private Optional<String> adminUser;

    @Inject
    @ConfigProperty(name = "geo.admin.password")
    private Optional<String> adminPassword;

    public boolean matches(String user, String password) {
        if (adminUser.isEmpty() || adminPassword.isEmpty() || adminPassword.get().isEmpty()) {
            return false;
        }
        boolean userMatches = sameDigest(adminUser.get(), user);
        boolean passwordMatches = sameDigest(adminPassword.get(), password);
        return userMatches & passwordMatches;
    }

    private static boolean sameDigest(String expected, String given) {
        return MessageDigest.isEqual(sha256(expected), sha256(given));
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
