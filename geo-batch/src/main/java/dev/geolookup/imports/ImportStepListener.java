package dev.geolookup.imports;

import jakarta.batch.api.listener.StepListener;
import jakarta.batch.runtime.context.JobContext;
import jakarta.batch.runtime.context.StepContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;

/** Keeps the reason a step failed, for the run record. */
@Named("importStepListener")
@Dependent
public class ImportStepListener implements StepListener {

    @Inject
    private JobContext jobContext;

    @Inject
    private StepContext stepContext;

    @Override
    public void beforeStep() {
    }

    @Override
    public void afterStep() {
        Exception exception = stepContext.getException();
        if (exception != null) {
            ImportContext.of(jobContext).failed(describe(exception));
        }
    }

    /** The first message in the chain, and the root cause's where it adds something ("…: Read timed out"). */
    private static String describe(Throwable failure) {
        Throwable cause = failure;
        while (cause.getCause() != null && cause.getMessage() == null) {
            cause = cause.getCause();
        }
        String described = cause.getMessage() != null ? cause.getMessage() : cause.getClass().getSimpleName();
        Throwable root = cause;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root == cause || root.getMessage() == null || described.contains(root.getMessage()) ? described
                : described + ": " + root.getMessage();
    }
}
