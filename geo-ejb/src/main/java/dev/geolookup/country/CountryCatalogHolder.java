package dev.geolookup.country;

import dev.geolookup.readmodel.ReadModel;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.util.List;

/**
 * Holds the country read model of the current data version; replaced whole on each load. A plain CDI bean, not
 * an EJB: reading the catalog is on every request's path and needs no container services.
 */
@ApplicationScoped
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
    @Transactional(Transactional.TxType.REQUIRED)
    public void load(long version) {
        List<Country> countries = em.createNamedQuery(Country.ALL_IN_SOURCE_ORDER, Country.class).getResultList();
        catalog = CountryCatalog.of(version, countries);
        em.clear();
    }

    public CountryCatalog catalog() {
        return catalog;
    }

    /** Whether a country of the current data has this ISO 3166-1 alpha-2 or alpha-3 code. */
    public boolean isCountryCode(String code) {
        return catalog.byAlphaCode(code).isPresent();
    }
}
