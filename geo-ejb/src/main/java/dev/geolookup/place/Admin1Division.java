package dev.geolookup.place;

import jakarta.persistence.Entity;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A first-level administrative division (a state, a region), keyed "CC.A1" (e.g. "DE.16"). */
@Entity
@Table(name = "admin1_code")
@NamedQuery(name = Admin1Division.ALL, query = "select d from Admin1Division d")
public class Admin1Division extends AdminDivision {

    public static final String ALL = "Admin1Division.all";

    protected Admin1Division() {
    }
}
