package dev.geolookup.place;

import jakarta.persistence.Entity;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A second-level administrative division (a county, a district), keyed "CC.A1.A2" (e.g. "DE.16.00"). */
@Entity
@Table(name = "admin2_code")
@NamedQuery(name = Admin2Division.ALL, query = "select d from Admin2Division d")
public class Admin2Division extends AdminDivision {

    public static final String ALL = "Admin2Division.all";

    protected Admin2Division() {
    }
}
