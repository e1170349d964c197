package dev.geolookup.adapter.restcountries;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.DatabaseViewHolder;
import dev.geolookup.adapter.restcountries.RecordShape.Bean;
import jakarta.persistence.EntityManager;

/** Holds the records of one of REST Countries' versions at the current data version; replaced whole on each load. */
abstract class CountryRecordsHolder extends DatabaseViewHolder<CountryRecords> {

    private final Bean shape;
    private final String recordsInFileOrder;

    protected CountryRecordsHolder(Dataset dataset, Bean shape, String recordsInFileOrder) {
        super(dataset, CountryRecords.empty(shape), CountryRecords::version, CountryRecords::size);
        this.shape = shape;
        this.recordsInFileOrder = recordsInFileOrder;
    }

    @Override
    protected void load(long version, EntityManager em) {
        serve(CountryRecords.of(version, shape, em.createNamedQuery(recordsInFileOrder, String.class)
                .getResultList()));
    }
}
