package dev.geolookup.web.openapi;

import jakarta.inject.Inject;
import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.ServletRegistration;
import jakarta.servlet.annotation.WebListener;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Serves /openapi from the application when {@value #SERVE} is true. Payara Micro 6 sets it (its system
 * properties), because its MicroProfile OpenAPI adds a non-standard {@code endpoints} member at the document's root
 * that strict validators and client generators refuse (prefixed {@code x-} only from Payara 7.2026.2, which Maven
 * Central does not have); Payara's own endpoint is moved out of the way by its post-boot commands. WildFly's
 * MicroProfile OpenAPI serves the same file unchanged, so there it stays unset.
 */
@WebListener
public class OpenApiDocumentRegistration implements ServletContextListener {

    static final String SERVE = "geo.openapi.serve-document";
    static final String PATH = "/openapi";

    @Inject
    @ConfigProperty(name = SERVE, defaultValue = "false")
    private boolean serve;

    @Override
    public void contextInitialized(ServletContextEvent event) {
        if (serve) {
            ServletRegistration.Dynamic servlet = event.getServletContext()
                    .addServlet("openapi-document", new OpenApiDocumentServlet());
            servlet.addMapping(PATH);
        }
    }
}
