package dev.geolookup.postal;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.DatabaseViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;

/** Holds the postal-code formats of the current country-info version. */
@ApplicationScoped
public class PostalFormatViewHolder extends DatabaseViewHolder<PostalFormatView> {

    public PostalFormatViewHolder() {
        super(Dataset.COUNTRY_INFO, PostalFormatView.EMPTY, PostalFormatView::version, PostalFormatView::size);
    }

    @Override
    protected void load(long version, EntityManager em) {
        serve(PostalFormatView.of(version, em.createNamedQuery(PostalFormat.ALL, PostalFormat.class).getResultList()));
    }
}
