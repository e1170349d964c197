package dev.geolookup.postal;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.ViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

/** Holds the postal-code formats of the current country-info version. */
@ApplicationScoped
public class PostalFormatViewHolder extends ViewHolder<PostalFormatView> {

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    public PostalFormatViewHolder() {
        super(Dataset.COUNTRY_INFO, PostalFormatView.EMPTY, PostalFormatView::version, PostalFormatView::size);
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRED)
    public void load(long version) {
        serve(PostalFormatView.of(version, em.createNamedQuery(PostalFormat.ALL, PostalFormat.class).getResultList()));
        em.clear();
    }
}
