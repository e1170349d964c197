package dev.geolookup.ip;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.DatabaseViewHolder;
import dev.geolookup.readmodel.ProjectionStream;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;

import java.util.logging.Logger;
import java.util.stream.Stream;

/** Holds the IP city read model of the current data version; replaced whole on each load. */
@ApplicationScoped
public class IpCityViewHolder extends DatabaseViewHolder<IpCityView> {

    private static final Logger LOG = Logger.getLogger(IpCityViewHolder.class.getName());

    /** The count of IpCityView.countryDisagreements for one pair of data versions. */
    private record Disagreements(long cityVersion, long countryVersion, int count) {
    }

    private volatile Disagreements disagreements = new Disagreements(-1, -1, 0);

    public IpCityViewHolder() {
        super(Dataset.IP_CITIES, IpCityView.EMPTY, IpCityView::version, IpCityView::size);
    }

    @Override
    protected void load(long version, EntityManager em) {
        IpCityView.Builder builder = new IpCityView.Builder(IpReleases.of(em, Dataset.IP_CITIES, version));
        try (Stream<IpCityRow> rows = ProjectionStream.of(em, IpCityRange.IN_ORDER, IpCityRow.class)) {
            rows.forEach(builder::add);
        }
        IpCityView view = builder.build();
        LOG.info(() -> "IP city data version " + version + ": " + view.size() + " ranges, " + view.locations()
                + " locations");
        serve(view);
    }

    /**
     * How many ranges of the city data served now lie in another country by the country data given; counted once
     * per pair of data versions (a pass over millions of ranges), whichever of the two models loaded last.
     */
    public int countryDisagreements(IpRangeView countryRanges) {
        IpCityView cities = current();
        Disagreements known = disagreements;
        if (known.cityVersion() != cities.version() || known.countryVersion() != countryRanges.version()) {
            known = new Disagreements(cities.version(), countryRanges.version(),
                    cities.countryDisagreements(countryRanges));
            disagreements = known;
        }
        return known.count();
    }
}
