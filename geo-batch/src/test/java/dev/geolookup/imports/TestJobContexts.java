package dev.geolookup.imports;

import jakarta.batch.runtime.context.JobContext;

import java.lang.reflect.Proxy;

/** Job contexts for readers tested outside a batch runtime. */
public final class TestJobContexts {

    private TestJobContexts() {
    }

    /** A job context of which a reader may ask only the run's context; anything else is refused. */
    public static JobContext holding(ImportContext context) {
        return (JobContext) Proxy.newProxyInstance(TestJobContexts.class.getClassLoader(),
                new Class<?>[] {JobContext.class}, (proxy, method, arguments) -> {
                    if (method.getName().equals("getTransientUserData")) {
                        return context;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }
}
