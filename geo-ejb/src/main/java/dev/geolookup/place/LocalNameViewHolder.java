package dev.geolookup.place;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.DatabaseViewHolder;
import dev.geolookup.readmodel.ProjectionStream;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;

import java.util.stream.Stream;

/** Holds the names by language of the current data version; replaced whole on each load. */
@ApplicationScoped
public class LocalNameViewHolder extends DatabaseViewHolder<LocalNameView> {

    public LocalNameViewHolder() {
        super(Dataset.ALTERNATE_NAMES, LocalNameView.EMPTY, LocalNameView::version, LocalNameView::size);
    }

    @Override
    protected void load(long version, EntityManager em) {
        serveSnapshotOrBuild(version, LocalNameView::readFrom, LocalNameView::writeTo, () -> {
            try (Stream<LocalNameRow> rows = ProjectionStream.of(em, AlternateName.BY_FEATURE_AND_LANGUAGE,
                    LocalNameRow.class)) {
                return LocalNameView.of(version, rows.iterator());
            }
        });
    }
}
