package dev.geolookup.ip;

import dev.geolookup.api.Dataset;
import dev.geolookup.importrun.ImportRun;
import dev.geolookup.readmodel.DatasetVersion;
import dev.geolookup.readmodel.ProjectionStream;
import dev.geolookup.readmodel.ViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.util.Optional;
import java.util.stream.Stream;

/** Holds the IP range read model of the current data version; replaced whole on each load. */
@ApplicationScoped
public class IpRangeViewHolder extends ViewHolder<IpRangeView> {

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    public IpRangeViewHolder() {
        super(Dataset.IP_RANGES, IpRangeView.EMPTY, IpRangeView::version, IpRangeView::size);
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRED)
    public void load(long version) {
        // The data is as new as its swap: the run record is only marked finished after its read models load.
        Optional<DatasetVersion> swapped = Optional.ofNullable(em.find(DatasetVersion.class, Dataset.IP_RANGES.id()));
        Optional<ImportRun> run = swapped.map(DatasetVersion::getImportRunId).map(id -> em.find(ImportRun.class, id));
        IpRangeView.Builder builder = new IpRangeView.Builder(version,
                run.map(ImportRun::getSource).orElse(null), swapped.map(DatasetVersion::getUpdatedAt).orElse(null));
        try (Stream<IpRangeRow> rows = ProjectionStream.of(em, IpRange.IN_ORDER, IpRangeRow.class)) {
            rows.forEach(builder::add);
        }
        serve(builder.build());
        em.clear();
    }
}
