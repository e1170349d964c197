package dev.geolookup.country;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.DataVersionServed;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.interceptor.Interceptor;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

/**
 * GeoNames countryInfo's rows, read again on the thread that serves a new country-info version (the postal formats'
 * read model is that dataset's; this one follows it, about 250 rows), so that no request reaches the database.
 */
@ApplicationScoped
public class CountryInfoViewHolder {

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    private volatile CountryInfoView current = CountryInfoView.EMPTY;

    public CountryInfoView current() {
        return current;
    }

    @Transactional(Transactional.TxType.REQUIRED)
    void reload(@Observes @Priority(Interceptor.Priority.LIBRARY_BEFORE) DataVersionServed served) {
        if (served.dataset() == Dataset.COUNTRY_INFO) {
            current = CountryInfoView.of(em.createNamedQuery(GeoNamesCountryInfo.ALL, GeoNamesCountryInfo.class)
                    .getResultList());
            em.clear();
        }
    }
}
