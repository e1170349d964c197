package dev.geolookup.web.ip;

import com.maxmind.db.Reader;
import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.ServiceClient;
import dev.geolookup.web.support.TestDatabaseQueries;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The IP endpoints: address forms, range boundaries, the caller, batches and the data source. */
class IpApiIT extends DeployedService {

    private static final String JSON = "application/json";

    @Test
    void everyTextFormOfAnAddressFindsItsCountry() {
        for (String form : new String[] {"8.8.8.8", "::ffff:8.8.8.8", "::FFFF:808:808", "0:0:0:0:0:ffff:8.8.8.8",
                "0000:0000:0000:0000:0000:ffff:0808:0808"}) {
            JsonObject result = service.getObject("ip/" + encode(form));
            assertThat(result.getString("ip")).as(form).isEqualTo("8.8.8.8");
            assertThat(result.getString("countryCode")).isEqualTo("US");
            assertThat(result.getJsonObject("country").getString("alpha2Code")).isEqualTo("US");
        }
        String canonical = service.getObject("ip/2001:4860:4860::8888").getString("ip");
        assertThat(canonical).isEqualTo("2001:4860:4860::8888");
        for (String form : new String[] {"2001:4860:4860:0:0:0:0:8888", "2001:4860:4860:0000:0000:0000:0000:8888",
                "2001:4860:4860::8888".toUpperCase(), "2001:4860:4860:0::8888"}) {
            assertThat(service.getObject("ip/" + encode(form)).getString("ip")).as(form).isEqualTo(canonical);
        }
    }

    @Test
    void anythingElseIsAnInvalidAddress() {
        for (String invalid : new String[] {"08.8.8.8", "8.8.8", "8.8.8.8.8", "256.1.1.1", "0x8.8.8.8", "8.8.8.8:80",
                "fe80::1%eth0", "google.com", "localhost", " 8.8.8.8", "2001:4860::8888::1", "[::1]", "2001:db8::g",
                "1.2.3.4.", "-1.2.3.4", "8.8.8.*", "12345", "::ffff:08.8.8.8", "1:2:3:4:5:6:7:8:9"}) {
            HttpResponse<String> response = service.get("ip/" + encode(invalid));
            assertThat(response.statusCode()).as(invalid).isEqualTo(400);
            assertThat(response.body()).as(invalid).isEqualTo("\"Invalid IP address\"");
        }
    }

    @Test
    void addressesInNoRangeAreNotFound() {
        for (String unrouted : new String[] {"10.0.0.1", "192.168.1.1", "127.0.0.1", "::1", "fe80::1", "0.0.0.0"}) {
            HttpResponse<String> response = service.get("ip/" + encode(unrouted));
            assertThat(response.statusCode()).as(unrouted).isEqualTo(404);
            assertThat(response.body()).as(unrouted).startsWith("\"Address not found: " + unrouted + " is ")
                    .endsWith(", which has no location\"");
        }
    }

    @Test
    void rangeBoundariesBelongToTheirRange() {
        List<Range> ranges = TestDatabaseQueries.rows("SELECT ip_version, range_start, range_end, country_code "
                + "FROM ip_range ORDER BY ip_version, range_start", row -> new Range(row.getInt(1),
                new BigInteger(1, row.getBytes(2)), new BigInteger(1, row.getBytes(3)), row.getString(4)));
        Random random = new Random(17);
        for (int i = 0; i < 60; i++) {
            int index = 1 + random.nextInt(ranges.size() - 2);
            Range range = ranges.get(index);
            Range previous = ranges.get(index - 1);
            Range next = ranges.get(index + 1);
            assertThat(countryOf(range.version(), range.start())).isEqualTo(range.countryCode());
            assertThat(countryOf(range.version(), range.end())).isEqualTo(range.countryCode());
            BigInteger before = range.start().subtract(BigInteger.ONE);
            assertThat(countryOf(range.version(), before)).as("just before " + range)
                    .isEqualTo(previous.version() == range.version() && previous.end().equals(before)
                            ? previous.countryCode() : null);
            BigInteger after = range.end().add(BigInteger.ONE);
            assertThat(countryOf(range.version(), after)).as("just after " + range)
                    .isEqualTo(next.version() == range.version() && next.start().equals(after)
                            ? next.countryCode() : null);
        }
    }

    @Test
    void tenThousandRandomAddressesAgreeWithMaxMindsReaderOnTheMmdbFile() throws IOException {
        Random random = new Random(2026);
        try (InputStream mmdb = new GZIPInputStream(getClass().getResourceAsStream("/ip/dbip-country-lite.mmdb.gz"));
             Reader reader = new Reader(mmdb)) {
            int compared = 0;
            int located = 0;
            while (compared < 10_000) {
                List<InetAddress> batch = new ArrayList<>();
                for (int i = 0; i < 100; i++) {
                    batch.add(randomAddress(random, compared + i));
                }
                JsonArrayBuilder body = Json.createArrayBuilder();
                batch.forEach(address -> body.add(address.getHostAddress()));
                HttpResponse<String> response = service.send("POST", "ip", body.build().toString(),
                        "Content-Type", JSON);
                assertThat(response.statusCode()).isEqualTo(200);
                JsonArray results = (JsonArray) ServiceClient.parse(response.body());
                assertThat(results).hasSize(batch.size());
                for (int i = 0; i < batch.size(); i++) {
                    JsonObject result = results.getJsonObject(i);
                    String expected = isoCode(reader.get(batch.get(i), Map.class));
                    String actual = result.containsKey("error") ? null : result.getString("countryCode");
                    if (!result.containsKey("error")) {
                        located++;
                    } else {
                        assertThat(result.getString("error")).isEqualTo("Country not found");
                    }
                    assertThat(actual).as(batch.get(i).getHostAddress()).isEqualTo(expected);
                }
                compared += batch.size();
            }
            assertThat(located).as("addresses the data places in a country").isGreaterThan(5_000);
        }
    }

    @Test
    void theCallerIsLocatedAndForwardedHeadersCountOnlyFromATrustedProxy() {
        // The test server trusts its loopback addresses as proxies (arquillian.xml).
        ServiceClient service = overLoopback();
        String base = "ip";
        HttpResponse<String> direct = service.get(base);
        assertThat(direct.statusCode()).isEqualTo(404);
        assertThat(direct.body()).startsWith("\"Address not found: ").contains("is a loopback address");
        HttpResponse<String> viaProxy = service.get(base, "X-Forwarded-For", "1.1.1.1, 8.8.8.8");
        assertThat(viaProxy.headers().firstValue("Cache-Control")).hasValue("no-store");
        JsonObject forwarded = (JsonObject) ServiceClient.parse(viaProxy.body());
        assertThat(forwarded.getString("ip")).isEqualTo("8.8.8.8");
        JsonObject rfc7239 = (JsonObject) ServiceClient.parse(
                service.get(base + "?fields=name", "Forwarded", "for=\"[2001:4860:4860::8888]:443\"").body());
        assertThat(rfc7239.getString("ip")).isEqualTo("2001:4860:4860::8888");
        assertThat(rfc7239.getJsonObject("country").keySet()).containsExactly("name");
    }

    @Test
    void batchesKeepOrderAndMixResultsWithErrors() {
        HttpResponse<String> response = service.send("POST", "ip?fields=name,alpha2Code",
                "[\"8.8.8.8\",\"nonsense\",\"10.0.0.1\",\"::ffff:1.1.1.1\",\"8.8.8.0/24\"]", "Content-Type", JSON);
        assertThat(response.statusCode()).isEqualTo(200);
        JsonArray results = (JsonArray) ServiceClient.parse(response.body());
        assertThat(results).hasSize(5);
        assertThat(results.getJsonObject(0).getString("countryCode")).isEqualTo("US");
        assertThat(results.getJsonObject(0).getJsonObject("country").keySet()).containsExactly("name", "alpha2Code");
        assertThat(results.getJsonObject(1)).isEqualTo(Json.createObjectBuilder()
                .add("ip", "nonsense").add("error", "Invalid IP address").build());
        assertThat(results.getJsonObject(2).getString("error")).isEqualTo("Country not found");
        assertThat(results.getJsonObject(3).getString("ip")).isEqualTo("1.1.1.1");
        assertThat(results.getJsonObject(4).getString("error")).isEqualTo("Invalid IP address");
        // An answer to a POST is no representation a cache could reuse (RFC 9110): not stored, no tag, and a
        // precondition that any answer meets fails with 412 rather than 304.
        assertThat(response.headers().firstValue("ETag")).isEmpty();
        assertThat(response.headers().firstValue("Cache-Control")).hasValue("no-store");
        HttpResponse<String> again = service.send("POST", "ip?fields=name,alpha2Code",
                "[\"8.8.8.8\",\"nonsense\",\"10.0.0.1\",\"::ffff:1.1.1.1\",\"8.8.8.0/24\"]",
                "Content-Type", JSON, "If-None-Match", "*");
        assertThat(again.statusCode()).isEqualTo(412);
        HttpResponse<String> other = service.send("POST", "ip", "[\"8.8.8.8\"]", "Content-Type", JSON,
                "If-None-Match", "\"some-other-tag\"");
        assertThat(other.statusCode()).isEqualTo(200);
    }

    @Test
    void batchLimitsAndBodyForms() {
        assertRefused(400, "[]", JSON, "the array must hold at least one IP");
        assertRefused(400, hundredAnd(1), JSON, "at most 100 IPs per request");
        assertRefused(400, "[1,2]", JSON, "every element of the array must be a string");
        assertRefused(400, "[\"8.8.8.8\", null]", JSON, "every element of the array must be a string");
        assertRefused(400, "{\"ip\":\"8.8.8.8\"}", JSON, "the body must be a JSON array of IP address strings");
        assertRefused(400, "[\"8.8.8.8\"", JSON, "the body must be a JSON array of IP address strings");
        assertRefused(400, "\u0000\u00ff", JSON, "the body must be a JSON array of IP address strings");
        assertRefused(413, "[\"" + "1".repeat(17_000) + "\"]", JSON, "the body must be at most 16384 bytes");
        assertRefused(415, "[\"8.8.8.8\"]", "text/plain", "Unsupported Media Type");
        HttpResponse<String> full = service.send("POST", "ip", hundredAnd(0), "Content-Type", JSON);
        assertThat(((JsonArray) ServiceClient.parse(full.body()))).hasSize(100);
    }

    @Test
    void infoDescribesTheDataSource() {
        JsonObject info = service.getObject("ip/info");
        assertThat(info.keySet()).containsExactly("provider", "license", "attribution", "source", "lastUpdated",
                "importedAt", "ipv4Ranges", "ipv6Ranges", "datasets");
        assertThat(info.getString("provider")).isEqualTo("DB-IP");
        assertThat(info.getString("attribution")).contains("db-ip.com");
        assertThat(info.getString("source")).isEqualTo("bundled");
        assertThat(info.getString("lastUpdated")).as("the DB-IP build month of the bundled file").isEqualTo("2026-06");
        assertThat(Instant.parse(info.getString("importedAt"))).isBefore(Instant.now());
        assertThat(info.getJsonNumber("ipv4Ranges").longValue())
                .isEqualTo(TestDatabaseQueries.count("ip_range WHERE ip_version = 4"));
        assertThat(info.getJsonNumber("ipv6Ranges").longValue())
                .isEqualTo(TestDatabaseQueries.count("ip_range WHERE ip_version = 6"));
        JsonArray datasets = info.getJsonArray("datasets");
        assertThat(datasets.getValuesAs(JsonObject.class)).extracting(dataset -> dataset.getString("dataset"))
                .containsExactly("ip-ranges", "ip-cities", "ip-networks");
        String[] tables = {"ip_range", "ip_city_range", "ip_network"};
        for (int i = 0; i < tables.length; i++) {
            JsonObject dataset = datasets.getJsonObject(i);
            assertThat(dataset.getString("source")).isEqualTo("bundled");
            assertThat(dataset.getString("lastUpdated")).isEqualTo("2026-06");
            assertThat(dataset.getJsonNumber("ipv4Ranges").longValue()).as(tables[i])
                    .isEqualTo(TestDatabaseQueries.count(tables[i] + " WHERE ip_version = 4"));
            assertThat(dataset.getJsonNumber("ipv6Ranges").longValue()).as(tables[i])
                    .isEqualTo(TestDatabaseQueries.count(tables[i] + " WHERE ip_version = 6"));
        }
        assertThat(datasets.getJsonObject(1).getInt("countryDisagreements")).as("a few ranges, not most")
                .isBetween(1, 100_000);
    }

    private record Range(int version, BigInteger start, BigInteger end, String countryCode) {
    }

    private String countryOf(int version, BigInteger value) {
        String address = addressText(version, value);
        HttpResponse<String> response = service.get("ip/" + encode(address));
        if (response.statusCode() == 404) {
            return null;
        }
        assertThat(response.statusCode()).as(address).isEqualTo(200);
        return ((JsonObject) ServiceClient.parse(response.body())).getString("countryCode");
    }

    private static String addressText(int version, BigInteger value) {
        byte[] raw = value.toByteArray();
        byte[] bytes = new byte[version == 4 ? 4 : 16];
        int copy = Math.min(raw.length, bytes.length);
        System.arraycopy(raw, raw.length - copy, bytes, bytes.length - copy, copy);
        try {
            return InetAddress.getByAddress(bytes).getHostAddress();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** Every other address IPv4; the IPv6 ones inside 2000::/3, where the allocated space is. */
    private static InetAddress randomAddress(Random random, int index) throws IOException {
        byte[] bytes = new byte[index % 2 == 0 ? 4 : 16];
        random.nextBytes(bytes);
        if (bytes.length == 16) {
            bytes[0] = (byte) (0x20 | (bytes[0] & 0x1F));
            if (index % 4 == 1) {
                bytes[0] = 0x2a;
                bytes[1] = (byte) (bytes[1] & 0x0F);
            }
        }
        return InetAddress.getByAddress(bytes);
    }

    /** DB-IP's lite MMDB records are flat: {country_code=NL}. */
    private static String isoCode(Map<?, ?> record) {
        return record == null ? null : (String) record.get("country_code");
    }

    private void assertRefused(int status, String body, String contentType, String reason) {
        HttpResponse<String> response = service.send("POST", "ip", body, "Content-Type", contentType);
        assertThat(response.statusCode()).as(body.length() > 40 ? body.substring(0, 40) : body).isEqualTo(status);
        assertThat(response.body()).isEqualTo("\"" + reason + "\"");
    }

    private static String hundredAnd(int extra) {
        JsonArrayBuilder array = Json.createArrayBuilder();
        for (int i = 0; i < 100 + extra; i++) {
            array.add("8.8." + (i / 250) + "." + (i % 250));
        }
        return array.build().toString();
    }

    private static String encode(String address) {
        return URLEncoder.encode(address, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
