package dev.geolookup.place;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.ViewHolder;
import jakarta.inject.Inject;

/**
 * Holds a gazetteer read model (the places' or the cities') of the current data version, replaced whole on each
 * load: from the snapshot of that version when the node saved one, else built from the rows the named query reads.
 */
public abstract class GazetteerViewHolder extends ViewHolder<GazetteerView> {

    @Inject
    private GazetteerViewLoader loader;

    private final String allRowsQuery;

    protected GazetteerViewHolder(Dataset dataset, String allRowsQuery) {
        super(dataset, GazetteerView.EMPTY, GazetteerView::version, GazetteerView::size);
        this.allRowsQuery = allRowsQuery;
    }

    @Override
    public void load(long version) {
        serveSnapshotOrBuild(version, GazetteerView::readFrom, GazetteerView::writeTo,
                () -> loader.load(allRowsQuery, version));
    }
}
