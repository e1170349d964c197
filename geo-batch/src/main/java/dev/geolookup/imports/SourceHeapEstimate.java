package dev.geolookup.imports;

import dev.geolookup.api.Dataset;

import java.io.IOException;
import java.util.Set;

/**
 * The heap the read model of a whole source would take to build, estimated from the start of the source before an
 * import begins: a source no node could load is refused then, not after it was read and written. The swap checks
 * the exact figure again from what the run wrote.
 */
public interface SourceHeapEstimate {

    /** The datasets whose sources this estimates. */
    Set<Dataset> datasets();

    /** Bytes of heap, read from the first part of the source and scaled to its size; 0 where the size is unknown. */
    long heapNeededToBuild(DatasetSource source) throws IOException;
}
