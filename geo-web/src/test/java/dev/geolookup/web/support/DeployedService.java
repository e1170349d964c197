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
import java.net.URL;
import java.time.Duration;

/**
 * An integration test against the WAR the build produced, deployed as it is on Payara Micro (the artifact users
 * run), reached over HTTP once every dataset is loaded.
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
        service = new ServiceClient(base);
        service.awaitReady(Duration.ofSeconds(300));
    }
}
