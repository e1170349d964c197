package dev.geolookup.adapter.restcountries;

import dev.geolookup.api.adapter.restcountries.RestCountriesAnswer;
import dev.geolookup.api.adapter.restcountries.RestCountriesLookup;
import dev.geolookup.api.adapter.restcountries.RestCountriesRequest;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;

/**
 * The door of REST Countries' API: hands the records being served to the version's queries, keeping the answers
 * ({@link RestCountriesAnswerCache}). A text longer than any search takes, or a list of codes or fields longer than
 * a client sends, is REST Countries' 400.
 */
@Stateless
@Local(RestCountriesLookup.class)
public class RestCountriesLookupBean implements RestCountriesLookup {

    @Inject
    private V2RecordsHolder v2;

    @Inject
    private V31RecordsHolder v31;

    @Override
    public RestCountriesAnswer answer(RestCountriesRequest request) {
        if (RestCountriesRequestBounds.exceeded(request)) {
            return RestCountriesAnswer.badRequest();
        }
        CountryRecords records = recordsOf(request.version());
        return records.answers().answer(request, () -> request.version() == RestCountriesRequest.Version.V2
                ? new V2Queries(records).answer(request) : new V31Queries(records).answer(request));
    }

    @Override
    public long dataVersion(RestCountriesRequest.Version version) {
        return recordsOf(version).version();
    }

    private CountryRecords recordsOf(RestCountriesRequest.Version version) {
        return version == RestCountriesRequest.Version.V2 ? v2.current() : v31.current();
    }
}
