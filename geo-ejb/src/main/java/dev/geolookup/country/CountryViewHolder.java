package dev.geolookup.country;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.ViewHolder;
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
public class CountryViewHolder extends ViewHolder<CountryView> {

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    public CountryViewHolder() {
        super(Dataset.COUNTRIES, CountryView.EMPTY, CountryView::version, CountryView::size);
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRED)
    public void load(long version) {
        List<Country> countries = em.createNamedQuery(Country.ALL_IN_SOURCE_ORDER, Country.class).getResultList();
        serve(CountryView.of(version, countries));
        em.clear();
    }

    /** Whether a country of the current data has this ISO 3166-1 alpha-2 or alpha-3 code. */
    public boolean isCountryCode(String code) {
        return current().isCountryCode(code);
    }
}
