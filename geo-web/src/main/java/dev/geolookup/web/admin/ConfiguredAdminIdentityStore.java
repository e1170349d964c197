package dev.geolookup.web.admin;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.security.enterprise.credential.UsernamePasswordCredential;
import jakarta.security.enterprise.identitystore.CredentialValidationResult;
import jakarta.security.enterprise.identitystore.IdentityStore;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Optional;
import java.util.Set;

/**
 * The one admin account, from configuration (geo.admin.user and geo.admin.password, e.g. GEO_ADMIN_USER and
 * GEO_ADMIN_PASSWORD in the environment). Without both, nobody is an admin. Name and password are compared
 * through their digests in constant time, so a wrong guess takes as long as a nearly right one.
 */
@ApplicationScoped
public class ConfiguredAdminIdentityStore implements IdentityStore {

    @Inject
    @ConfigProperty(name = "geo.admin.user")
    private Optional<String> adminUser;

    @Inject
    @ConfigProperty(name = "geo.admin.password")
    private Optional<String> adminPassword;

    public CredentialValidationResult validate(UsernamePasswordCredential credential) {
        if (adminUser.isEmpty() || adminPassword.isEmpty() || adminPassword.get().isEmpty()) {
            return CredentialValidationResult.INVALID_RESULT;
        }
        boolean userMatches = sameDigest(adminUser.get(), credential.getCaller());
        boolean passwordMatches = sameDigest(adminPassword.get(), credential.getPasswordAsString());
        return userMatches && passwordMatches
                ? new CredentialValidationResult(credential.getCaller(), Set.of(AdminSecurity.ADMIN_ROLE))
                : CredentialValidationResult.INVALID_RESULT;
    }

    private static boolean sameDigest(String expected, String given) {
        return MessageDigest.isEqual(sha256(expected), sha256(given == null ? "" : given));
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
