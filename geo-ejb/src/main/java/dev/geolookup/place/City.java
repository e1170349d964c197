package dev.geolookup.place;

import dev.geolookup.place.GeonameFeature;
import jakarta.persistence.Entity;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A city of GeoNames' cities15000: a populated place of 15,000 people or more, or a capital. */
@Entity
@Table(name = "city")
@NamedQuery(name = City.ALL_ROWS, query = "select new dev.geolookup.place.FeatureRow(f.geonameId, f.name, "
        + "f.asciiName, f.featureClass, f.featureCode, f.countryCode, f.admin1Code, f.admin2Code, f.latitude, "
        + "f.longitude, f.population, f.timezone, f.alternateNames) from City f")
public class City extends GeonameFeature {

    /** Every city; the read model ranks them itself, which is faster than MariaDB sorting millions of rows. */
    public static final String ALL_ROWS = "City.allRows";

    protected City() {
    }
}
