package dev.geolookup.place;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.ViewHolder;
import jakarta.inject.Inject;

import java.util.function.UnaryOperator;

/**
 * Holds a gazetteer read model (the places' or the cities') of the current data version, replaced whole on each
 * load: from the snapshot of that version when the node saved one, else built from the rows the named query reads.
 */
public abstract class GazetteerViewHolder extends ViewHolder<GazetteerView> {

    @Inject
    private GazetteerViewLoader loader;

    private final String allRowsQuery;
    private final String table;

    protected GazetteerViewHolder(Dataset dataset, String allRowsQuery, String table) {
        super(dataset, GazetteerView.EMPTY, GazetteerView::version, GazetteerView::size);
        this.allRowsQuery = allRowsQuery;
        this.table = table;
    }

    /** A build's heap at its peak, or, where this node saved the version, the heap its snapshot read back takes. */
    @Override
    public long heapNeededToLoad(long version) {
        GazetteerBuildEstimate size = loader.estimate(table);
        return hasSnapshot(version) ? size.snapshotBytes() : size.buildBytes();
    }

    @Override
    public long heapNeededToBuild(UnaryOperator<String> copyOf) {
        return loader.estimate(copyOf.apply(table)).buildBytes();
    }

    @Override
    public boolean serveLastSnapshot() {
        return serveLastSnapshot(GazetteerView::readFrom);
    }

    @Override
    public void load(long version) {
        serveSnapshotOrBuild(version, GazetteerView::readFrom, GazetteerView::writeTo,
                () -> loader.load(allRowsQuery, version));
    }
}
