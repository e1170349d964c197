package dev.geolookup.place;

import dev.geolookup.place.GeonameFeature;
import jakarta.persistence.Entity;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A city of GeoNames' cities15000: a populated place of 15,000 people or more, or a capital. */
@Entity
@Table(name = "city")
@NamedQuery(name = City.SIZE, query = "select count(f), coalesce(sum(length(f.name)), 0), "
        + "coalesce(sum(length(f.asciiName)), 0), coalesce(sum(length(f.alternateNames)), 0) from City f")
@NamedQuery(name = City.ALL_ROWS, query = "select new dev.geolookup.place.FeatureRow(f.geonameId, f.name, "
        + "f.asciiName, f.featureClass, f.featureCode, f.countryCode, f.admin1Code, f.admin2Code, f.latitude, "
        + "f.longitude, f.population, f.timezone, f.alternateNames) from City f")
public class City extends GeonameFeature {

    /** Every city; the read model ranks them itself, which is faster than MariaDB sorting millions of rows. */
    public static final String ALL_ROWS = "City.allRows";
    /** How many rows and how much text they hold: what the heap a build takes is estimated from. */
    public static final String SIZE = "City.size";

    protected City() {
    }
}
