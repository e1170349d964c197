package dev.geolookup.place;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.ViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

/** Holds the names of the first-level divisions of the current data version; replaced whole on each load. */
@ApplicationScoped
public class Admin1NameViewHolder extends ViewHolder<AdminNameView> {

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    public Admin1NameViewHolder() {
        super(Dataset.ADMIN1_CODES, AdminNameView.EMPTY, AdminNameView::version, AdminNameView::size);
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRED)
    public void load(long version) {
        serve(AdminNameView.of(version, em.createNamedQuery(Admin1Division.ALL, Admin1Division.class)
                .getResultList()));
        em.clear();
    }
}
