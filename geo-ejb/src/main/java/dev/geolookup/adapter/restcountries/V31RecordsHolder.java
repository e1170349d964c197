package dev.geolookup.adapter.restcountries;

import dev.geolookup.api.Dataset;
import jakarta.enterprise.context.ApplicationScoped;

/** REST Countries' v3.1 records (countriesV3.1.json). */
@ApplicationScoped
public class V31RecordsHolder extends CountryRecordsHolder {

    public V31RecordsHolder() {
        super(Dataset.COUNTRIES_V3_1, RecordShapes.V3_1, V31CountryRecord.IN_FILE_ORDER);
    }
}
