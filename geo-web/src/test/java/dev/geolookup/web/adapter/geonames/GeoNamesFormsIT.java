package dev.geolookup.web.adapter.geonames;

import dev.geolookup.api.adapter.geonames.GeoNamesService;
import dev.geolookup.api.text.Language;
import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.TestDatabaseQueries;
import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * GeoNames' other forms: the XML of every service, read by the JDK's standard DOM parser and compared value by value
 * with the JSON form of the same request; XML refusals; countryCode's plain text; style FULL's alternate names
 * (compared with the imported alternate-names rows) and boxes (compared with the country's countryInfo box and
 * the bundled coordinates of places inside and outside).
 */
class GeoNamesFormsIT extends DeployedService {

    /** One request of each service, by its plain name, and what GeoNames' XML calls each of its records. */
    private static final Map<GeoNamesService, String[]> REQUESTS = new EnumMap<>(Map.ofEntries(
            Map.entry(GeoNamesService.SEARCH, new String[] {"q=wien&maxRows=3&style=FULL", "geoname"}),
            Map.entry(GeoNamesService.GET, new String[] {"geonameId=2761369", "geoname"}),
            Map.entry(GeoNamesService.FIND_NEARBY_PLACE_NAME, new String[] {"lat=48.2&lng=16.37&style=FULL",
                    "geoname"}),
            Map.entry(GeoNamesService.FIND_NEARBY, new String[] {"lat=48.2&lng=16.37&featureClass=A", "geoname"}),
            Map.entry(GeoNamesService.COUNTRY_INFO, new String[] {"country=AT&country=DE", "country"}),
            Map.entry(GeoNamesService.COUNTRY_CODE, new String[] {"lat=48.2&lng=16.37&type=xml", "country"}),
            Map.entry(GeoNamesService.COUNTRY_SUBDIVISION, new String[] {"lat=48.2&lng=16.37&level=2",
                    "countrySubdivision"}),
            Map.entry(GeoNamesService.CHILDREN, new String[] {"geonameId=2782113", "geoname"}),
            Map.entry(GeoNamesService.HIERARCHY, new String[] {"geonameId=2761369", "geoname"}),
            Map.entry(GeoNamesService.SIBLINGS, new String[] {"geonameId=2782113", "geoname"}),
            Map.entry(GeoNamesService.NEIGHBOURS, new String[] {"country=AT", "geoname"}),
            Map.entry(GeoNamesService.TIMEZONE, new String[] {"lat=48.2&lng=16.37&date=2026-06-21", "timezone"}),
            Map.entry(GeoNamesService.POSTAL_CODE_SEARCH, new String[] {"postalcode=10115&country=DE", "code"}),
            Map.entry(GeoNamesService.POSTAL_CODE_LOOKUP, new String[] {"postalcode=10115&country=DE", "code"}),
            Map.entry(GeoNamesService.FIND_NEARBY_POSTAL_CODES, new String[] {"lat=52.53&lng=13.38", "code"}),
            Map.entry(GeoNamesService.POSTAL_CODE_COUNTRY_INFO, new String[] {"", "country"}),
            Map.entry(GeoNamesService.CITIES, new String[] {"north=49&south=48&east=17&west=16", "geoname"})));

    /** The services whose JSON answer is one record rather than an envelope of lists. */
    private static final Set<GeoNamesService> ONE_RECORD = Set.of(GeoNamesService.COUNTRY_CODE,
            GeoNamesService.COUNTRY_SUBDIVISION, GeoNamesService.TIMEZONE);

    /** GeoNames' XML names for the JSON members of a postal code. */
    private static final Map<String, String> POSTAL_ELEMENTS = Map.of("postalCode", "postalcode",
            "postalcode", "postalcode", "placeName", "name");

    @Test
    void theXmlOfEveryServiceCarriesTheValuesOfItsJson() {
        assertThat(REQUESTS.keySet()).as("every service of the table").containsExactlyInAnyOrder(
                GeoNamesService.values());
        for (Map.Entry<GeoNamesService, String[]> entry : REQUESTS.entrySet()) {
            GeoNamesService answering = entry.getKey();
            String query = entry.getValue()[0];
            String recordElement = entry.getValue()[1];
            String what = answering.serviceName() + "?" + query;
            JsonObject json = service.getObject("geonames/" + answering.jsonPath() + "?" + query);
            HttpResponse<byte[]> response = service.getBytes("geonames/" + answering.serviceName() + "?" + query);
            assertThat(response.statusCode()).as(what).isEqualTo(200);
            assertThat(response.headers().firstValue("Content-Type").orElse("")).as(what).startsWith("text/xml");
            Element root = parsed(response.body()).getDocumentElement();
            assertThat(json.containsKey("status")).as(what + " answers a record, not a refusal").isFalse();
            List<JsonObject> records = new ArrayList<>();
            List<Element> elements;
            if (answering == GeoNamesService.GET) {
                records.add(json);
                elements = List.of(root);
            } else {
                assertThat(root.getTagName()).as(what).isEqualTo("geonames");
                if (ONE_RECORD.contains(answering)) {
                    records.add(json);
                } else {
                    json.forEach((member, value) -> {
                        if (value instanceof JsonArray list) {
                            records.addAll(list.getValuesAs(JsonObject.class));
                        } else {
                            assertThat(childText(root, member)).as(what + " " + member).isEqualTo(text(value));
                        }
                    });
                }
                elements = children(root, recordElement);
            }
            assertThat(records).as(what + ": something to compare").isNotEmpty();
            assertThat(elements).as(what + ": one " + recordElement + " per record").hasSameSizeAs(records);
            for (int i = 0; i < records.size(); i++) {
                assertSameValues(what + " record " + i, records.get(i), elements.get(i));
            }
        }
        Element search = parsed(service.getBytes("geonames/search?q=wien&maxRows=1").body()).getDocumentElement();
        assertThat(search.getAttribute("style")).as("the style asked for, MEDIUM by default").isEqualTo("MEDIUM");
        assertThat(children(search, "geoname")).hasSize(1);
        assertThat(parsed(service.getBytes("geonames/search?q=wien&maxRows=1&style=SHORT").body())
                .getDocumentElement().getAttribute("style")).isEqualTo("SHORT");
        assertThat(service.get("geonames/search?q=wien&type=json").body()).as("type=json keeps the JSON form")
                .startsWith("{\"totalResultsCount\"");
    }

    @Test
    void xmlAndTextAnswersAreTaggedAndCompressedAsJsonIs() throws IOException {
        for (String path : List.of("geonames/search?q=wien&maxRows=20&style=FULL",
                "geonames/countryCode?lat=48.2&lng=16.37")) {
            HttpResponse<byte[]> plain = service.getBytes(path);
            String tag = plain.headers().firstValue("ETag").orElse(null);
            assertThat(tag).as(path + ": an entity tag").isNotNull();
            assertThat(service.getBytes(path, "If-None-Match", tag).statusCode()).as(path + " unchanged").isEqualTo(304);
            if (plain.body().length > 1024) {
                HttpResponse<byte[]> gzip = service.getBytes(path, "Accept-Encoding", "gzip");
                assertThat(gzip.headers().firstValue("Content-Encoding")).as(path).hasValue("gzip");
                try (GZIPInputStream in = new GZIPInputStream(
                        new ByteArrayInputStream(gzip.body()))) {
                    assertThat(in.readAllBytes()).as(path + ": the same bytes").isEqualTo(plain.body());
                }
            }
        }
    }

    @Test
    void refusalsInXmlAreGeoNamesStatusElements() {
        Map<String, Integer> refusals = Map.of(
                "geonames/get?geonameId=abc", 14,
                "geonames/timezone?lat=1", 14,
                "geonames/weather?lat=1&lng=1", 23,
                "geonames/get?geonameId=999999999&type=xml", 11);
        refusals.forEach((path, value) -> {
            HttpResponse<byte[]> response = service.getBytes(path);
            assertThat(response.statusCode()).as(path).isEqualTo(200);
            Element root = parsed(response.body()).getDocumentElement();
            assertThat(root.getTagName()).as(path).isEqualTo("geonames");
            List<Element> status = children(root, "status");
            assertThat(status).as(path).hasSize(1);
            assertThat(status.get(0).getAttribute("value")).as(path).isEqualTo(String.valueOf(value));
            assertThat(status.get(0).getAttribute("message")).as(path).isNotBlank();
            String jsonPath = path.replaceFirst("\\?", "JSON?").replace("&type=xml", "");
            JsonObject json = service.getObject(jsonPath).getJsonObject("status");
            if (value != 23) {
                // Status 23 repeats the path's own name, which differs between the two forms.
                assertThat(status.get(0).getAttribute("message")).as(path + " says what the JSON says")
                        .isEqualTo(json.getString("message"));
            }
        });
    }

    @Test
    void countryCodeByItsPlainNameIsOneLineOfText() {
        for (double[] point : List.of(new double[] {48.2, 16.37}, new double[] {52.52, 13.40},
                new double[] {40.42, -3.70})) {
            String query = "lat=" + point[0] + "&lng=" + point[1];
            HttpResponse<String> text = service.get("geonames/countryCode?" + query);
            assertThat(text.headers().firstValue("Content-Type").orElse("")).as(query).startsWith("text/plain");
            String expected = service.getObject("reverse?" + query).getString("countryCode");
            assertThat(text.body()).as(query + ": the country /reverse finds, and CR LF").isEqualTo(expected + "\r\n");
        }
        assertThat(service.get("geonames/countryCode?lat=0&lng=-30").body()).as("at sea")
                .isEqualTo("ERR:15:no country code found\r\n");
        assertThat(service.get("geonames/countryCode?lat=x&lng=1").body()).as("a malformed parameter")
                .startsWith("ERR:14:").endsWith("\r\n");
        assertThat(service.get("geonames/countryCode?lat=48.2&lng=16.37&type=json").body())
                .startsWith("{").contains("\"countryCode\":\"AT\"");
    }

    @Test
    void fullGivesTheNamesByLanguageOfTheAlternateNamesFile() {
        long berlin = 2950159;
        List<String[]> rows = TestDatabaseQueries.rows("SELECT language, name FROM alternate_name WHERE geoname_id = "
                + berlin + " AND language IS NOT NULL", result -> new String[] {result.getString(1),
                result.getString(2)});
        Set<String> languages = new HashSet<>();
        rows.stream().map(row -> Language.canonicalTag(row[0])).filter(Objects::nonNull).forEach(languages::add);
        assertThat(languages).as("the bundled file names Berlin in several languages").hasSizeGreaterThan(5);
        JsonArray names = service.getObject("geonames/getJSON?geonameId=" + berlin).getJsonArray("alternateNames");
        Set<String> given = new HashSet<>();
        for (JsonObject name : names.getValuesAs(JsonObject.class)) {
            String lang = name.getString("lang");
            assertThat(given.add(lang)).as("one name per language: " + lang).isTrue();
            assertThat(rows).as(lang + " " + name.getString("name") + " is a row of the file")
                    .anyMatch(row -> lang.equals(Language.canonicalTag(row[0]))
                            && row[1].equals(name.getString("name")));
        }
        assertThat(given).as("every language the file has").isEqualTo(languages);
        JsonObject german = service.getObject("geonames/getJSON?geonameId=" + berlin + "&style=MEDIUM");
        assertThat(german.containsKey("alternateNames")).as("MEDIUM has none").isFalse();
        assertThat(german.containsKey("bbox")).isFalse();
    }

    @Test
    void fullGivesTheBoxOfCountriesAndDivisions() {
        JsonObject germany = service.getObject("geonames/getJSON?geonameId=2921044");
        JsonObject box = germany.getJsonObject("bbox");
        JsonObject info = service.getObject("geonames/countryInfoJSON?country=DE").getJsonArray("geonames")
                .getJsonObject(0);
        for (String edge : List.of("north", "south", "east", "west")) {
            assertThat(box.getJsonNumber(edge).doubleValue()).as("Germany's " + edge + " as countryInfo's")
                    .isEqualTo(info.getJsonNumber(edge).doubleValue());
        }
        JsonObject bavaria = service.getObject("geonames/getJSON?geonameId=2951839");
        assertThat(bavaria.getString("fcode")).isEqualTo("ADM1");
        JsonObject bavarianBox = bavaria.getJsonObject("bbox");
        assertThat(holds(bavarianBox, 48.137, 11.575)).as("Bavaria's box holds Munich").isTrue();
        assertThat(holds(bavarianBox, 49.45, 11.08)).as("and Nuremberg").isTrue();
        assertThat(holds(bavarianBox, 52.52, 13.40)).as("not Berlin").isFalse();
        assertThat(holds(box, 52.52, 13.40)).as("Germany's holds Berlin").isTrue();
        assertThat(service.getObject("geonames/getJSON?geonameId=2950159").containsKey("bbox"))
                .as("a city has no outline here").isFalse();
        Element xml = parsed(service.getBytes("geonames/get?geonameId=2951839").body()).getDocumentElement();
        assertThat(children(children(xml, "bbox").get(0), "north").get(0).getTextContent())
                .isEqualTo(bavarianBox.getJsonNumber("north").toString());
    }

    private static boolean holds(JsonObject box, double lat, double lng) {
        return lat <= box.getJsonNumber("north").doubleValue() && lat >= box.getJsonNumber("south").doubleValue()
                && lng <= box.getJsonNumber("east").doubleValue() && lng >= box.getJsonNumber("west").doubleValue();
    }

    /** Every member of the JSON record in its XML element, as GeoNames' XML writes each kind of member. */
    private static void assertSameValues(String what, JsonObject json, Element xml) {
        for (Map.Entry<String, JsonValue> member : json.entrySet()) {
            String name = member.getKey();
            JsonValue value = member.getValue();
            String at = what + " " + name;
            if (name.equals("time")) {
                // The time now, which may have turned a minute between the two requests.
                assertThat(childText(xml, "time")).as(at).matches("\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}");
            } else if (value.getValueType() == JsonValue.ValueType.NULL) {
                assertThat(children(xml, name)).as(at + ": null is left out").isEmpty();
            } else if (name.equals("adminCodes1")) {
                assertThat(children(xml, "adminCode1").get(0).getAttribute("ISO3166-2")).as(at)
                        .isEqualTo(value.asJsonObject().getString("ISO3166_2"));
            } else if (name.equals("timezone") && value instanceof JsonObject zone) {
                Element element = children(xml, "timezone").get(0);
                assertThat(element.getTextContent()).as(at).isEqualTo(zone.getString("timeZoneId"));
                assertThat(Double.parseDouble(element.getAttribute("gmtOffset"))).as(at)
                        .isEqualTo(zone.getJsonNumber("gmtOffset").doubleValue());
                assertThat(Double.parseDouble(element.getAttribute("dstOffset"))).as(at)
                        .isEqualTo(zone.getJsonNumber("dstOffset").doubleValue());
            } else if (value instanceof JsonObject object) {
                assertSameValues(at, object, children(xml, name).get(0));
            } else if (value instanceof JsonArray list) {
                String singular = name.substring(0, name.length() - 1);
                List<Element> items = children(xml, singular);
                assertThat(items).as(at).hasSameSizeAs(list);
                for (int i = 0; i < list.size(); i++) {
                    JsonObject item = list.getJsonObject(i);
                    String textMember = item.containsKey(singular) ? singular : "name";
                    assertThat(items.get(i).getTextContent()).as(at + " " + i).isEqualTo(item.getString(textMember));
                    for (String attribute : item.keySet()) {
                        if (!attribute.equals(textMember)) {
                            assertThat(items.get(i).getAttribute(attribute)).as(at + " " + i + " " + attribute)
                                    .isEqualTo(text(item.get(attribute)));
                        }
                    }
                }
            } else {
                String element = xml.getTagName().equals("code") ? POSTAL_ELEMENTS.getOrDefault(name, name) : name;
                assertThat(childText(xml, element)).as(at).isEqualTo(text(value));
            }
        }
    }

    private static String text(JsonValue value) {
        if (value instanceof JsonString string) {
            return string.getString();
        }
        return value instanceof JsonNumber number ? number.toString() : value.toString();
    }

    private static String childText(Element parent, String name) {
        List<Element> found = children(parent, name);
        assertThat(found).as(parent.getTagName() + " has one " + name).hasSize(1);
        return found.get(0).getTextContent();
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(name)) {
                found.add(element);
            }
        }
        return found;
    }

    private static Document parsed(byte[] xml) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
        } catch (ParserConfigurationException | SAXException | IOException e) {
            throw new AssertionError("not XML a standard parser reads: "
                    + new String(xml, StandardCharsets.UTF_8).toLowerCase(Locale.ROOT), e);
        }
    }
}
