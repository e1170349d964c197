package dev.geolookup.ip;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.ProjectionStream;
import dev.geolookup.readmodel.ViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.util.logging.Logger;
import java.util.stream.Stream;

/** Holds the IP city read model of the current data version; replaced whole on each load. */
@ApplicationScoped
public class IpCityViewHolder extends ViewHolder<IpCityView> {

    private static final Logger LOG = Logger.getLogger(IpCityViewHolder.class.getName());

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    @Inject
    private IpRangeViewHolder countryRanges;

    public IpCityViewHolder() {
        super(Dataset.IP_CITIES, IpCityView.EMPTY, IpCityView::version, IpCityView::size);
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRED)
    public void load(long version) {
        IpCityView.Builder builder = new IpCityView.Builder(IpReleases.of(em, Dataset.IP_CITIES, version),
                countryRanges.current());
        try (Stream<IpCityRow> rows = ProjectionStream.of(em, IpCityRange.IN_ORDER, IpCityRow.class)) {
            rows.forEach(builder::add);
        }
        IpCityView view = builder.build();
        LOG.info(() -> "IP city data version " + version + ": " + view.size() + " ranges, " + view.locations()
                + " locations; " + view.countryDisagreements() + " ranges in another country than the country data's");
        serve(view);
        em.clear();
    }
}
