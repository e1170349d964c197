package dev.geolookup.place;

import jakarta.persistence.Entity;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A feature of the gazetteer: any GeoNames feature class. */
@Entity
@Table(name = "place")
@NamedQuery(name = Place.SIZE, query = "select count(f), coalesce(sum(length(f.name)), 0), "
        + "coalesce(sum(length(f.asciiName)), 0), coalesce(sum(length(f.alternateNames)), 0) from Place f")
@NamedQuery(name = Place.ALL_ROWS, query = "select new dev.geolookup.place.FeatureRow(f.geonameId, f.name, "
        + "f.asciiName, f.featureClass, f.featureCode, f.countryCode, f.admin1Code, f.admin2Code, f.latitude, "
        + "f.longitude, f.population, f.timezone, f.alternateNames) from Place f")
public class Place extends GeonameFeature {

    /** Every place; the read model ranks them itself, which is faster than MariaDB sorting millions of rows. */
    public static final String ALL_ROWS = "Place.allRows";
    /** How many rows and how much text they hold: what the heap a build takes is estimated from. */
    public static final String SIZE = "Place.size";

    protected Place() {
    }
}
