package dev.geolookup.place;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.DatabaseViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;

/** Holds the names of the first-level divisions of the current data version; replaced whole on each load. */
@ApplicationScoped
public class Admin1NameViewHolder extends DatabaseViewHolder<AdminNameView> {

    public Admin1NameViewHolder() {
        super(Dataset.ADMIN1_CODES, AdminNameView.EMPTY, AdminNameView::version, AdminNameView::size);
    }

    @Override
    protected void load(long version, EntityManager em) {
        serve(AdminNameView.of(version, em.createNamedQuery(Admin1Division.ALL, Admin1Division.class)
                .getResultList()));
    }
}
