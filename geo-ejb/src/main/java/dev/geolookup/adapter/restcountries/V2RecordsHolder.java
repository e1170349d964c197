package dev.geolookup.adapter.restcountries;

import dev.geolookup.api.Dataset;
import jakarta.enterprise.context.ApplicationScoped;

/** REST Countries' v2 records (countriesV2.json). */
@ApplicationScoped
public class V2RecordsHolder extends CountryRecordsHolder {

    public V2RecordsHolder() {
        super(Dataset.COUNTRIES_V2, RecordShapes.V2, V2CountryRecord.IN_FILE_ORDER);
    }
}
