package dev.geolookup.ip;

import dev.geolookup.api.Dataset;
import dev.geolookup.importrun.ImportRun;
import dev.geolookup.readmodel.DatasetVersion;
import jakarta.persistence.EntityManager;

import java.util.Optional;

/** What the IP read models tell about their data: the source of the run that swapped it in, and when. */
final class IpReleases {

    private IpReleases() {
    }

    /** The release of a dataset's data version; the data is as new as its swap. */
    static IpDataRelease of(EntityManager em, Dataset dataset, long version) {
        Optional<DatasetVersion> swapped = Optional.ofNullable(em.find(DatasetVersion.class, dataset.id()));
        Optional<ImportRun> run = swapped.map(DatasetVersion::getImportRunId).map(id -> em.find(ImportRun.class, id));
        return new IpDataRelease(version, run.map(ImportRun::getSource).orElse(null),
                swapped.map(DatasetVersion::getUpdatedAt).orElse(null));
    }
}
