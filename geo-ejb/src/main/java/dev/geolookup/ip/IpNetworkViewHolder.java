package dev.geolookup.ip;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.ProjectionStream;
import dev.geolookup.readmodel.ViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.util.stream.Stream;

/** Holds the IP network read model of the current data version; replaced whole on each load. */
@ApplicationScoped
public class IpNetworkViewHolder extends ViewHolder<IpNetworkView> {

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    public IpNetworkViewHolder() {
        super(Dataset.IP_NETWORKS, IpNetworkView.EMPTY, IpNetworkView::version, IpNetworkView::size);
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRED)
    public void load(long version) {
        IpNetworkView.Builder builder = new IpNetworkView.Builder(IpReleases.of(em, Dataset.IP_NETWORKS, version));
        try (Stream<IpNetworkRow> rows = ProjectionStream.of(em, IpNetwork.IN_ORDER, IpNetworkRow.class)) {
            rows.forEach(builder::add);
        }
        serve(builder.build());
        em.clear();
    }
}
