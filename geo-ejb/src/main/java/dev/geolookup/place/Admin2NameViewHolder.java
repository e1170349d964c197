package dev.geolookup.place;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.ViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

/** Holds the names of the second-level divisions of the current data version; replaced whole on each load. */
@ApplicationScoped
public class Admin2NameViewHolder extends ViewHolder<AdminNameView> {

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    public Admin2NameViewHolder() {
        super(Dataset.ADMIN2_CODES, AdminNameView.EMPTY, AdminNameView::version, AdminNameView::size);
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRED)
    public void load(long version) {
        serve(AdminNameView.of(version, em.createNamedQuery(Admin2Division.ALL, Admin2Division.class)
                .getResultList()));
        em.clear();
    }
}
