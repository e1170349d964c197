package dev.geolookup.web.support;

import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;

import java.io.File;

/** The WAR the build produced, deployed as it is: the tests check the artifact users run. */
public final class Deployments {

    private Deployments() {
    }

    public static WebArchive builtWar() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("geo.test.war")));
    }
}
