package dev.geolookup.place;

import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/** A feature of the gazetteer: any GeoNames feature class. */
@Entity
@Table(name = "place")
public class Place extends GeonameFeature {

    /** Every place, as the read model packs them: most populous first. */
    public static final String RANKED_ROWS = "select new dev.geolookup.place.FeatureRow(f.geonameId, f.name, "
            + "f.asciiName, f.featureClass, f.featureCode, f.countryCode, f.admin1Code, f.latitude, f.longitude, "
            + "f.population, f.timezone) from Place f order by f.population desc, f.geonameId";

    protected Place() {
    }
}
