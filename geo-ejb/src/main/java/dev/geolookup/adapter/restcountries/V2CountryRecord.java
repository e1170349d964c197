package dev.geolookup.adapter.restcountries;

import jakarta.persistence.Entity;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A record of countriesV2.json, REST Countries' v2 data. */
@Entity
@Table(name = "rest_country_v2")
@NamedQuery(name = V2CountryRecord.IN_FILE_ORDER,
        query = "select r.record from V2CountryRecord r order by r.sourcePosition")
public class V2CountryRecord extends CountryRecord {

    public static final String IN_FILE_ORDER = "V2CountryRecord.inFileOrder";

    protected V2CountryRecord() {
    }
}
