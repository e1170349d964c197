package dev.geolookup.country;

import dev.geolookup.readmodel.ReadModel;
import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.Local;
import jakarta.ejb.LocalBean;
import jakarta.ejb.Singleton;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.util.List;

/** Holds the country read model of the current data version; replaced whole on each load. */
@Singleton
@LocalBean
@Local(ReadModel.class)
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
public class CountryCatalogHolder implements ReadModel {

    public static final String DATASET = "countries";

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    private volatile CountryCatalog catalog = CountryCatalog.EMPTY;

    @Override
    public String dataset() {
        return DATASET;
    }

    @Override
    public long loadedVersion() {
        return catalog.version();
    }

    @Override
    public void load(long version) {
        List<Country> countries = em.createNamedQuery(Country.ALL_IN_SOURCE_ORDER, Country.class).getResultList();
        catalog = CountryCatalog.of(version, countries);
        em.clear();
    }

    public CountryCatalog catalog() {
        return catalog;
    }
}
