package dev.geolookup.subdivision;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.DatabaseViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;

/** Holds the ISO 3166-2 codes of the current data version; replaced whole on each load. */
@ApplicationScoped
public class IsoSubdivisionViewHolder extends DatabaseViewHolder<IsoSubdivisionView> {

    public IsoSubdivisionViewHolder() {
        super(Dataset.SUBDIVISION_CODES, IsoSubdivisionView.EMPTY, IsoSubdivisionView::version,
                IsoSubdivisionView::size);
    }

    @Override
    protected void load(long version, EntityManager em) {
        serve(IsoSubdivisionView.of(version, em.createNamedQuery(IsoSubdivision.ALL, IsoSubdivision.class)
                .getResultStream().map(code -> new IsoSubdivisionView.Entry(code.getCode(), code.getCountryCode(),
                        code.getParentCode(), code.getName(), code.getType())).toList()));
    }
}
