package dev.geolookup.imports;

import jakarta.batch.api.BatchProperty;
import jakarta.batch.api.chunk.AbstractItemReader;
import jakarta.batch.runtime.context.JobContext;
import jakarta.inject.Inject;

import java.io.Serializable;

/**
 * A reader of one or more sources in turn, as the job XML names them: the properties every file reader takes, and
 * the run it reports what it read to.
 */
public abstract class SourcesReader extends AbstractItemReader {

    @Inject
    private JobContext jobContext;

    /** One or more sources separated by commas; "bundled" stands for the bundled resources. */
    @Inject
    @BatchProperty(name = "source")
    private String source;

    @Inject
    @BatchProperty(name = "bundledResources")
    private String bundledResources;

    private SourceLocations sources;

    protected SourcesReader() {
    }

    /** A reader outside a batch runtime, given what the job XML and the runtime would inject. */
    protected SourcesReader(JobContext jobContext, String source, String bundledResources) {
        this.jobContext = jobContext;
        this.source = source;
        this.bundledResources = bundledResources;
    }

    @Override
    public void open(Serializable checkpoint) {
        sources = new SourceLocations(source, bundledResources);
    }

    /** The next source to read; null after the last. */
    protected SourceLocations.Location nextSource() {
        return sources.next();
    }

    protected JobContext jobContext() {
        return jobContext;
    }

    /** The import run being read for. */
    protected ImportContext run() {
        return ImportContext.of(jobContext);
    }
}
