package dev.geolookup.postal;

import dev.geolookup.readmodel.ServedReadModel;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

/** Holds the postal-code formats of the current country-info version. */
@ApplicationScoped
public class PostalFormatsHolder extends ServedReadModel<PostalFormats> {

    public static final String DATASET = "country-info";

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    public PostalFormatsHolder() {
        super(DATASET, PostalFormats.EMPTY, PostalFormats::version, PostalFormats::size);
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRED)
    public void load(long version) {
        serve(PostalFormats.of(version, em.createQuery(PostalFormat.ALL, PostalFormat.class).getResultList()));
        em.clear();
    }
}
