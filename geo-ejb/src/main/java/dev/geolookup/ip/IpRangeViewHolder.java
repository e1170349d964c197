package dev.geolookup.ip;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.DatabaseViewHolder;
import dev.geolookup.readmodel.ProjectionStream;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;

import java.util.stream.Stream;

/** Holds the IP range read model of the current data version; replaced whole on each load. */
@ApplicationScoped
public class IpRangeViewHolder extends DatabaseViewHolder<IpRangeView> {

    public IpRangeViewHolder() {
        super(Dataset.IP_RANGES, IpRangeView.EMPTY, IpRangeView::version, IpRangeView::size);
    }

    @Override
    protected void load(long version, EntityManager em) {
        IpDataRelease release = IpReleases.of(em, Dataset.IP_RANGES, version);
        IpRangeView.Builder builder = new IpRangeView.Builder(version, release.source(), release.importedAt());
        try (Stream<IpRangeRow> rows = ProjectionStream.of(em, IpRange.IN_ORDER, IpRangeRow.class)) {
            rows.forEach(builder::add);
        }
        serve(builder.build());
    }
}
