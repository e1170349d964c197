package dev.geolookup.adapter.restcountries;

import jakarta.persistence.Entity;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A record of countriesV3.1.json, REST Countries' v3.1 data. */
@Entity
@Table(name = "rest_country_v31")
@NamedQuery(name = V31CountryRecord.IN_FILE_ORDER,
        query = "select r.record from V31CountryRecord r order by r.sourcePosition")
public class V31CountryRecord extends CountryRecord {

    public static final String IN_FILE_ORDER = "V31CountryRecord.inFileOrder";

    protected V31CountryRecord() {
    }
}
