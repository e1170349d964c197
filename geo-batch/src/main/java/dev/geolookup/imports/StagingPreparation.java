package dev.geolookup.imports;

import jakarta.batch.api.AbstractBatchlet;
import jakarta.batch.runtime.context.JobContext;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;

/** First step of every import: fresh, empty staging tables. */
@Named("stagingPreparation")
@Dependent
public class StagingPreparation extends AbstractBatchlet {

    @Inject
    private JobContext jobContext;

    @EJB
    private StagingTables stagingTables;

    @Override
    public String process() throws Exception {
        stagingTables.prepare(ImportContext.of(jobContext).tables());
        return "PREPARED";
    }
}
