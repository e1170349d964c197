package dev.geolookup.country;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.DatabaseViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;

import java.util.List;

/**
 * Holds the country read model of the current data version; replaced whole on each load. A plain CDI bean, not
 * an EJB: reading the catalog is on every request's path and needs no container services.
 */
@ApplicationScoped
public class CountryViewHolder extends DatabaseViewHolder<CountryView> {

    public CountryViewHolder() {
        super(Dataset.COUNTRIES, CountryView.EMPTY, CountryView::version, CountryView::size);
    }

    @Override
    protected void load(long version, EntityManager em) {
        List<Country> countries = em.createNamedQuery(Country.ALL_IN_SOURCE_ORDER, Country.class).getResultList();
        serve(CountryView.of(version, countries));
    }

    /** Whether a country of the current data has this ISO 3166-1 alpha-2 or alpha-3 code. */
    public boolean isCountryCode(String code) {
        return current().isCountryCode(code);
    }
}
