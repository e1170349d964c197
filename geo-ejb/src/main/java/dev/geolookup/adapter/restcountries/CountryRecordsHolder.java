package dev.geolookup.adapter.restcountries;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.ViewHolder;
import dev.geolookup.adapter.restcountries.RecordShape.Bean;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

/** Holds the records of one of REST Countries' versions at the current data version; replaced whole on each load. */
abstract class CountryRecordsHolder extends ViewHolder<CountryRecords> {

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    private final Bean shape;
    private final String recordsInFileOrder;

    protected CountryRecordsHolder(Dataset dataset, Bean shape, String recordsInFileOrder) {
        super(dataset, CountryRecords.empty(shape), CountryRecords::version, CountryRecords::size);
        this.shape = shape;
        this.recordsInFileOrder = recordsInFileOrder;
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRED)
    public void load(long version) {
        serve(CountryRecords.of(version, shape, em.createNamedQuery(recordsInFileOrder, String.class)
                .getResultList()));
        em.clear();
    }
}
