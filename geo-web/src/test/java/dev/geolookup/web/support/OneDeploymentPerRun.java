package dev.geolookup.web.support;

import org.jboss.arquillian.container.spi.client.deployment.Deployment;
import org.jboss.arquillian.container.spi.client.deployment.DeploymentScenario;
import org.jboss.arquillian.container.spi.event.DeployManagedDeployments;
import org.jboss.arquillian.container.spi.event.UnDeployManagedDeployments;
import org.jboss.arquillian.container.spi.event.container.BeforeStop;
import org.jboss.arquillian.container.test.impl.client.deployment.event.GenerateDeployment;
import org.jboss.arquillian.core.api.Event;
import org.jboss.arquillian.core.api.Instance;
import org.jboss.arquillian.core.api.InstanceProducer;
import org.jboss.arquillian.core.api.annotation.Inject;
import org.jboss.arquillian.core.api.annotation.Observes;
import org.jboss.arquillian.core.spi.EventContext;
import org.jboss.arquillian.core.spi.LoadableExtension;
import org.jboss.arquillian.test.spi.annotation.ClassScoped;
import org.jboss.arquillian.test.spi.context.ClassContext;

/**
 * Deploys the WAR once for the whole integration-test run instead of once per test class. Every test class deploys
 * the same unchanged WAR and talks to it over HTTP only ({@link DeployedService}), so a fresh deployment per class
 * bought nothing but a server start and a read-model load per class, most of the run's time on two cores. Each
 * class still starts on the bundled data: {@link DeployedService} checks that the classes before it restored it.
 * <p>
 * The first class's deployment scenario is kept and handed to every later class, its deployment stays in place
 * after each class, and it is undeployed once, before the container stops at the end of the run.
 */
public class OneDeploymentPerRun implements LoadableExtension {

    @Override
    public void register(ExtensionBuilder builder) {
        builder.observer(SharedScenario.class);
    }

    public static class SharedScenario {

        @Inject
        @ClassScoped
        private InstanceProducer<DeploymentScenario> classScenario;

        @Inject
        private Instance<ClassContext> classContext;

        @Inject
        private Event<UnDeployManagedDeployments> undeployEvent;

        private DeploymentScenario shared;
        private boolean stopping;

        public void generateOnce(@Observes EventContext<GenerateDeployment> generate) {
            if (shared == null) {
                generate.proceed();
                shared = classScenario.get();
            } else {
                classScenario.set(shared);
            }
        }

        public void deployOnce(@Observes EventContext<DeployManagedDeployments> deploy) {
            boolean deployed = shared != null && !shared.deployments().isEmpty()
                    && shared.deployments().stream().allMatch(Deployment::isDeployed);
            if (!deployed) {
                deploy.proceed();
            }
        }

        public void undeployOnlyWhenStopping(@Observes EventContext<UnDeployManagedDeployments> undeploy) {
            if (stopping) {
                undeploy.proceed();
            }
        }

        public void undeployBeforeStop(@Observes BeforeStop containerStops) {
            if (shared == null) {
                return;
            }
            // The scenario is class-scoped in Arquillian; no test class is active any more when the suite ends.
            ClassContext context = classContext.get();
            context.activate(OneDeploymentPerRun.class);
            try {
                classScenario.set(shared);
                stopping = true;
                undeployEvent.fire(new UnDeployManagedDeployments());
            } finally {
                stopping = false;
                shared = null;
                context.deactivate();
                context.destroy(OneDeploymentPerRun.class);
            }
        }
    }
}
