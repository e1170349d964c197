package dev.geolookup.imports.country;

import dev.geolookup.imports.ImportContext;
import jakarta.batch.api.chunk.ItemProcessor;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.json.JsonValue;

import java.util.HashSet;
import java.util.Set;

/** Turns each JSON element into a country; a malformed or repeated one is skipped and counted by reason. */
@Named("countryRecordProcessor")
@Dependent
public class CountryRecordProcessor implements ItemProcessor {

    @Inject
    private JobContext jobContext;

    private final Set<String> seenAlpha2Codes = new HashSet<>();

    @Override
    public Object processItem(Object item) {
        ImportContext context = ImportContext.of(jobContext);
        try {
            var country = CountryJsonMapping.toCountry((JsonValue) item, seenAlpha2Codes.size());
            if (!seenAlpha2Codes.add(country.alpha2Code())) {
                context.rowSkipped("duplicate alpha2Code");
                return null;
            }
            return country;
        } catch (MalformedCountryException e) {
            context.rowSkipped(e.getMessage());
            return null;
        }
    }
}
