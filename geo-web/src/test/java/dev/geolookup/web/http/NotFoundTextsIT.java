package dev.geolookup.web.http;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.TestEnvironment;
import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every lookup of the root API that finds nothing says what it did not find (issue 75): a 404 whose text/plain JSON
 * string names the record looked for. REST Countries' paths keep its "Country not found".
 */
class NotFoundTextsIT extends DeployedService {

    @Test
    void everyLookupNamesWhatItDidNotFind() {
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("alpha/xx", "Country not found");
        expected.put("places/1", "Place not found: no place has geonameId 1");
        expected.put("places/1/hierarchy", "Place not found: no place has geonameId 1");
        expected.put("cities/1", "City not found: no city has geonameId 1");
        expected.put("distance?from=2988507&to=1", "City not found: no city has geonameId 1");
        expected.put("postal/DE/00000", "Postal code not found: DE has no postal code 00000");
        expected.put("ip/192.168.1.1", "Address not found: 192.168.1.1 is a private address, which has no location");
        expected.put("ip/240.0.0.1", "Address not found: no range of the IP data holds 240.0.0.1");
        expected.put("asn/4294967295",
                "Autonomous system not found: no range of the network data is announced by AS4294967295");
        expected.put("subdivisions/CZ-ST", "Subdivision not found");
        expected.forEach((path, text) -> {
            HttpResponse<String> answer = service.get(path);
            assertThat(answer.statusCode()).as(path).isEqualTo(404);
            assertThat(answer.headers().firstValue("Content-Type").orElse("")).as(path).startsWith("text/plain");
            assertThat(answer.body()).as(path).isEqualTo("\"" + text + "\"");
        });
        HttpResponse<String> run = service.get("admin/imports/999999", TestEnvironment.adminAuthorization());
        assertThat(run.statusCode()).isEqualTo(404);
        assertThat(run.body()).isEqualTo("\"Import run not found: no run has id 999999\"");
    }
}
