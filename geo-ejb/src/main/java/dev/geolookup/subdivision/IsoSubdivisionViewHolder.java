package dev.geolookup.subdivision;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.ViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

/** Holds the ISO 3166-2 codes of the current data version; replaced whole on each load. */
@ApplicationScoped
public class IsoSubdivisionViewHolder extends ViewHolder<IsoSubdivisionView> {

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    public IsoSubdivisionViewHolder() {
        super(Dataset.SUBDIVISION_CODES, IsoSubdivisionView.EMPTY, IsoSubdivisionView::version,
                IsoSubdivisionView::size);
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRED)
    public void load(long version) {
        serve(IsoSubdivisionView.of(version, em.createNamedQuery(IsoSubdivision.ALL, IsoSubdivision.class)
                .getResultStream().map(code -> new IsoSubdivisionView.Entry(code.getCode(), code.getCountryCode(),
                        code.getParentCode(), code.getName(), code.getType())).toList()));
        em.clear();
    }
}
