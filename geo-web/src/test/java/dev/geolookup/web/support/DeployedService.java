package dev.geolookup.web.support;

import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URL;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An integration test against the WAR the build produced, deployed as it is on Payara Micro (the artifact users
 * run) or, with -Pwildfly, on WildFly, reached over HTTP once every dataset is loaded. The server's health probes
 * are at geo.test.health.url when it says so (WildFly serves them on its management port).
 */
@ExtendWith(ArquillianExtension.class)
public abstract class DeployedService {

    @ArquillianResource
    private URL base;

    protected ServiceClient service;

    @Deployment(testable = false)
    public static WebArchive builtWar() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("geo.test.war")));
    }

    /** Where the deployed service answers, for clients other than {@link ServiceClient}. */
    protected URI baseUri() {
        try {
            return base.toURI();
        } catch (java.net.URISyntaxException e) {
            throw new AssertionError(e);
        }
    }

    /** The service as reached from this machine's IPv4 loopback, the address the test server trusts as a proxy. */
    protected ServiceClient overLoopback() {
        try {
            return new ServiceClient(new URL("http", "127.0.0.1", base.getPort(), "/"));
        } catch (MalformedURLException e) {
            throw new AssertionError(e);
        }
    }

    @BeforeEach
    void awaitService() throws InterruptedException {
        String health = System.getProperty("geo.test.health.url");
        service = new ServiceClient(base, health == null || health.isEmpty() ? null : URI.create(health));
        // The first test of a fresh database waits for every bundled dataset: 8 million IP-city rows took 6 min on
        // two busy cores. A wait, not a measure: bench/imports.sh measures the imports.
        service.awaitReady(Duration.ofSeconds(600));
        assertThat(TestDatabaseQueries.datasetsNotFromTheBundledFiles())
                .as("every test starts on the bundled data, but an earlier test left data of its own in place (its "
                        + "own failure says why); served")
                .isEmpty();
    }
}
