package dev.geolookup.place;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.DatabaseViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;

/** Holds the names of the second-level divisions of the current data version; replaced whole on each load. */
@ApplicationScoped
public class Admin2NameViewHolder extends DatabaseViewHolder<AdminNameView> {

    public Admin2NameViewHolder() {
        super(Dataset.ADMIN2_CODES, AdminNameView.EMPTY, AdminNameView::version, AdminNameView::size);
    }

    @Override
    protected void load(long version, EntityManager em) {
        serve(AdminNameView.of(version, em.createNamedQuery(Admin2Division.ALL, Admin2Division.class)
                .getResultList()));
    }
}
