package dev.geolookup.readmodel;

import dev.geolookup.api.Dataset;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * A read model built from the rows of its tables: each load reads them in one transaction of the service's
 * persistence unit, and lets go of the entities read once the view built from them is served (the view keeps none).
 *
 * @param <T> the immutable view
 */
public abstract class DatabaseViewHolder<T> extends ViewHolder<T> {

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    protected DatabaseViewHolder(Dataset dataset, T empty, ToLongFunction<T> versionOf, ToIntFunction<T> entriesOf) {
        super(dataset, empty, versionOf, entriesOf);
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRED)
    public void load(long version) {
        load(version, em);
        em.clear();
    }

    /** Reads the version's rows through the entity manager and serves the view built from them. */
    protected abstract void load(long version, EntityManager em);
}
