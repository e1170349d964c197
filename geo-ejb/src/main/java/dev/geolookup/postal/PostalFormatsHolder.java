package dev.geolookup.postal;

import dev.geolookup.readmodel.ReadModel;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

/** Holds the postal-code formats of the current country-info version. */
@ApplicationScoped
public class PostalFormatsHolder implements ReadModel {

    public static final String DATASET = "country-info";

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    private volatile PostalFormats formats = PostalFormats.EMPTY;

    @Override
    public String dataset() {
        return DATASET;
    }

    @Override
    public long loadedVersion() {
        return formats.version();
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRED)
    public void load(long version) {
        formats = PostalFormats.of(version, em.createQuery(PostalFormat.ALL, PostalFormat.class).getResultList());
        em.clear();
    }

    public PostalFormats formats() {
        return formats;
    }
}
