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
            ImportContext.of(jobContext).failed(FailureReason.of(exception));
        }
    }
}
