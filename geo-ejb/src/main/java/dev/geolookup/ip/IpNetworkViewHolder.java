package dev.geolookup.ip;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.DatabaseViewHolder;
import dev.geolookup.readmodel.ProjectionStream;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;

import java.util.stream.Stream;

/** Holds the IP network read model of the current data version; replaced whole on each load. */
@ApplicationScoped
public class IpNetworkViewHolder extends DatabaseViewHolder<IpNetworkView> {

    public IpNetworkViewHolder() {
        super(Dataset.IP_NETWORKS, IpNetworkView.EMPTY, IpNetworkView::version, IpNetworkView::size);
    }

    @Override
    protected void load(long version, EntityManager em) {
        IpNetworkView.Builder builder = new IpNetworkView.Builder(IpReleases.of(em, Dataset.IP_NETWORKS, version));
        try (Stream<IpNetworkRow> rows = ProjectionStream.of(em, IpNetwork.IN_ORDER, IpNetworkRow.class)) {
            rows.forEach(builder::add);
        }
        serve(builder.build());
    }
}
