package dev.geolookup.place;

import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/** A feature of the gazetteer: any GeoNames feature class. */
@Entity
@Table(name = "place")
public class Place extends GeonameFeature {

    /** Every place; the read model ranks them itself, which is faster than MariaDB sorting millions of rows. */
    public static final String ALL_ROWS = "select new dev.geolookup.place.FeatureRow(f.geonameId, f.name, "
            + "f.asciiName, f.featureClass, f.featureCode, f.countryCode, f.admin1Code, f.latitude, f.longitude, "
            + "f.population, f.timezone) from Place f";

    protected Place() {
    }
}
