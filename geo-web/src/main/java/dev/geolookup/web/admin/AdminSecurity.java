package dev.geolookup.web.admin;

import jakarta.annotation.security.DeclareRoles;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.security.enterprise.authentication.mechanism.http.BasicAuthenticationMechanismDefinition;

/** Admin endpoints (/admin/*, see web.xml) take HTTP Basic credentials of a user with the geo-admin role. */
@ApplicationScoped
@BasicAuthenticationMechanismDefinition(realmName = "geo-admin")
@DeclareRoles(AdminSecurity.ADMIN_ROLE)
public class AdminSecurity {

    public static final String ADMIN_ROLE = "geo-admin";
}
