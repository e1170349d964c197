package dev.geolookup.place;

import jakarta.persistence.Entity;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A feature of the gazetteer: any GeoNames feature class. */
@Entity
@Table(name = "place")
@NamedQuery(name = Place.ALL_ROWS, query = "select new dev.geolookup.place.FeatureRow(f.geonameId, f.name, "
        + "f.asciiName, f.featureClass, f.featureCode, f.countryCode, f.admin1Code, f.admin2Code, f.latitude, "
        + "f.longitude, f.population, f.timezone, f.alternateNames) from Place f")
public class Place extends GeonameFeature {

    /** Every place; the read model ranks them itself, which is faster than MariaDB sorting millions of rows. */
    public static final String ALL_ROWS = "Place.allRows";

    protected Place() {
    }
}
