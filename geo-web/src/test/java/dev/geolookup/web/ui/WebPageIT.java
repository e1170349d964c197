package dev.geolookup.web.ui;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.NodeProject;
import dev.geolookup.web.support.ServiceClient;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The page at / and Swagger UI at /docs in headless Chromium (Debian's package, driven by playwright-core from
 * npm): search as you type, the world map (a click in France, "berlin" as markers, the outlined country) at a
 * desktop's 1280x800 and a phone's 390x844, the country lookup and the API docs, each compared with what the API
 * itself answers. Screenshots land in target/screenshots. Debian's chromium package (and a colour emoji font, for
 * the flags in the screenshots) is installed when it is missing.
 */
class WebPageIT extends DeployedService {

    /** The browser's language in page-test.mjs, which the page passes on to the API. */
    private static final String LANG = "&lang=ru-RU";
    private static final long PARIS_TEXAS = 4717560;
    private static final long PARIS_FRANCE = 2988507;
    private static final Path CHROMIUM = Path.of(System.getenv().getOrDefault("CHROMIUM", "/usr/bin/chromium"));

    @ArquillianResource
    private URL base;

    @Test
    void thePageMapsSearchesAndLooksUpCountriesAndLinksToTheApiDocs() throws Exception {
        ensureChromium();
        Path screenshots = Files.createDirectories(Path.of("target", "screenshots").toAbsolutePath());
        String output = NodeProject.installed("web-page").lastLineOf("page-test.mjs", base.toString(),
                screenshots.toString());
        JsonObject report = (JsonObject) ServiceClient.parse(output);

        assertThat(report.getString("title")).isEqualTo("Geo lookup service");
        // At the first view, the whole world, there is no focus; once results moved the map in, there is. On a loaded
        // machine typing may pause longer than the page waits, and a search for "zuri" may move the map first.
        String placeSearch = pathOf(report.getString("placeUrl"));
        assertThat(placeSearch)
                .matches("places\\?q=zurich&limit=20&fuzzy=true(&lat=[-0-9.]+&lng=[-0-9.]+)?&lang=ru-RU");
        assertThat(namesAndCountries(report.getJsonArray("placeRows")))
                .isEqualTo(namesAndCountriesOf(service.getArray(placeSearch)));
        String citySearch = pathOf(report.getString("cityUrl"));
        assertThat(citySearch).matches("cities\\?q=zurich&limit=20&fuzzy=true&lat=[-0-9.]+&lng=[-0-9.]+&lang=ru-RU");
        assertThat(namesAndCountries(report.getJsonArray("cityRows")))
                .isEqualTo(namesAndCountriesOf(service.getArray(citySearch))).contains(List.of("Цюрих", "CH"));
        assertThat(report.getString("emptySearchStatus")).isEqualTo("Nothing found.");
        assertThat(report.getString("unmatchedSearchStatus"))
                .endsWith("Nothing of that name lies in Canada: shown without it.");
        assertThat(report.getJsonArray("unmatchedRows").getJsonArray(0).getString(1)).isEqualTo("US");

        JsonObject germany = service.getObject("alpha/de");
        JsonObject shown = report.getJsonObject("country");
        assertThat(shown.getString("Name")).isEqualTo(germany.getString("name"));
        assertThat(shown.getString("Capital")).isEqualTo(germany.getString("capital"));
        assertThat(shown.getString("Codes")).isEqualTo("DE · DEU · 276");
        assertThat(report.getString("unknownCountryStatus")).isEqualTo("Country not found");

        assertSubdivisions(report);

        JsonObject google = service.getObject("ip/8.8.8.8?fields=name,flag");
        JsonObject ip = report.getJsonObject("ip");
        assertThat(ip.getString("Address")).isEqualTo("8.8.8.8");
        assertThat(ip.getString("City")).isEqualTo(google.getString("city"));
        assertThat(ip.getString("Region")).isEqualTo(google.getJsonObject("region").getString("name") + " · "
                + google.getJsonObject("region").getString("code"));
        assertThat(ip.getString("Approximate point")).startsWith(String.format(Locale.ROOT, "%.4f",
                google.getJsonNumber("latitude").doubleValue()));
        assertThat(ip.getString("Network")).isEqualTo("AS15169 · Google LLC · 8.8.8.0/24");
        assertThat(ip.getString("Time zone")).startsWith(google.getString("timezone"));
        assertThat(report.getString("myIpStatus")).as("the page is opened from an address no data locates")
                .startsWith("Address not found: ");

        assertThat(report.getString("docsTitle")).startsWith("Geo lookup service");
        assertThat(report.getJsonArray("docsOperations").getValuesAs(JsonString::getString))
                .contains("/places", "/cities/near", "/ip/{ip}", "/postal/{country}/{code}", "/distance", "/alpha/{code}");
        assertThat(report.getJsonObject("countryMap").getString("outlinedCountry"))
                .isEqualTo(germany.getString("numericCode"));
        assertThat(report.getJsonObject("countryMap").getInt("countryShapes")).isGreaterThan(170);
        assertThat(report.getInt("emptySearchMarkers")).isZero();

        assertGeocodedFile(report);

        for (String screen : List.of("desktop", "phone")) {
            assertMapFlow(screen, report.getJsonObject(screen));
        }
        assertThat(report.getJsonArray("failedRequests")).isEmpty();
        assertThat(report.getJsonArray("foreignRequests")).as("the map needs no internet by default").isEmpty();
        for (String screenshot : List.of("home.png", "docs.png", "desktop-point.png", "desktop-search.png",
                "phone-point.png", "phone-search.png", "desktop-near.png", "phone-near.png", "desktop-ip.png",
                "desktop-geocode.png", "desktop-subdivision.png")) {
            assertThat(Files.size(screenshots.resolve(screenshot))).as(screenshot).isGreaterThan(10_000);
        }
    }

    /**
     * The file of page-test.mjs dropped on the page: as many markers as rows the API places, coloured by their
     * confidence band, the least sure rows first in the table, and the download the API's CSV answer.
     */
    private void assertGeocodedFile(JsonObject report) {
        String file = "name,country\nMünchen,\nSpringfield,US\nParsi,FR\nQqqxzzqj,\nTokyo,JP\nBerlin,Narnia\n";
        List<JsonObject> answer = service.send("POST", "cities/geocode?lang=ru-RU", file, "Content-Type",
                "text/csv", "Accept", "application/json").body().lines()
                .map(line -> (JsonObject) ServiceClient.parse(line)).toList();
        List<JsonObject> placed = answer.stream().filter(row -> !row.isNull("latitude")).toList();
        long sure = placed.stream().filter(row -> row.getJsonNumber("confidence").doubleValue() >= 0.9).count();
        assertThat(report.getString("geocodeStatus")).isEqualTo(answer.size() + " rows: " + placed.size()
                + " placed on the map, " + sure + " of them sure (0.9 or more); " + (answer.size() - placed.size())
                + " without a place.");
        assertThat(report.getInt("geocodeMarkers")).isEqualTo(placed.size());
        assertThat(report.getJsonArray("geocodeColours").getValuesAs(JsonString::getString))
                .hasSize(placed.size()).filteredOn("#1a7f37"::equals).hasSize((int) sure);
        List<List<String>> rows = report.getJsonArray("geocodeRows").stream()
                .map(row -> row.asJsonArray().getValuesAs(JsonString::getString)).toList();
        assertThat(rows).hasSize(answer.size());
        // The least sure first: the errors (no confidence), then by confidence.
        assertThat(rows.get(0)).containsExactly("7", "Berlin", "line 7: unknown country 'Narnia'", "error", "—");
        assertThat(rows).anySatisfy(row -> assertThat(row).startsWith("3", "Springfield").contains("ambiguous"));
        assertThat(rows.get(rows.size() - 1).get(4)).isEqualTo("1.00");
        assertThat(report.getString("geocodeDownloadName")).isEqualTo("list-geocoded.csv");
        assertThat(report.getString("geocodeDownload")).isEqualTo(service.send("POST", "cities/geocode?lang=ru-RU",
                file, "Content-Type", "text/csv", "Accept", "text/csv").body());
        assertThat(report.getString("geocodeRefusal")).startsWith("Not geocoded: the header has no column name");
    }

    /**
     * Germany's subdivisions listed as the API lists them; Bavaria chosen: outlined from its GeoJSON, described with
     * its codes and largest cities; a click inside it names it with its ISO code, as /reverse does.
     */
    private void assertSubdivisions(JsonObject report) {
        JsonArray listed = service.getArray("subdivisions?country=DE" + LANG);
        assertThat(report.getJsonArray("subdivisionButtons").getValuesAs(JsonArray.class).stream()
                .map(button -> List.of(button.getString(0), button.getString(1))).toList())
                .isEqualTo(listed.getValuesAs(JsonObject.class).stream()
                        .map(division -> List.of(division.getString("code"), division.getString("name"))).toList())
                .hasSize(16);
        assertThat(report.getString("subdivisionContentType")).startsWith("application/geo+json");
        JsonObject bavaria = service.getObject("subdivisions/DE-BY?" + LANG.substring(1));
        JsonObject shown = report.getJsonObject("subdivision");
        assertThat(shown.getString("Name")).isEqualTo(bavaria.getString("name")).isEqualTo("Бавария");
        assertThat(shown.getString("Codes")).isEqualTo("DE-BY · DE.02");
        assertThat(shown.getString("Type")).isEqualTo(bavaria.getString("type"));
        assertThat(shown.getString("Largest cities")).isEqualTo(service.getArray(
                "cities?country=DE&admin1=02&rank=population&limit=5" + LANG).getValuesAs(JsonObject.class).stream()
                .map(city -> city.getString("name")).collect(java.util.stream.Collectors.joining(", ")))
                .startsWith("Мюнхен");
        assertThat(report.getInt("subdivisionShapes")).as("Bavaria's outline drawn").isGreaterThanOrEqualTo(1);
        double[] view = Arrays.stream(report.getString("subdivisionView").split(","))
                .mapToDouble(Double::parseDouble).toArray();
        assertThat(view[0]).as("the map fits Bavaria: west").isBetween(7.0, 9.0);
        assertThat(view[2]).as("east").isBetween(13.8, 16.0);
        JsonObject there = service.getObject("reverse?lat=48.4&lng=11.7" + LANG).getJsonObject("admin1");
        assertThat(report.getJsonObject("bavariaPoint").getString("Region"))
                .startsWith(there.getString("name") + " (DE-BY)");
    }

    /**
     * At one screen size: the bundled outlines are drawn; a click in France shows what /reverse says of the point
     * clicked; "berlin" asks for GeoJSON, draws one marker per feature and lists the same cities; the keyboard
     * chooses one, which the map centres and labels.
     */
    private void assertMapFlow(String screen, JsonObject flow) {
        JsonObject before = flow.getJsonObject("before");
        assertThat(before.getInt("countryShapes")).as(screen).isGreaterThan(170);
        assertThat(before.getInt("drawnMarkers")).as(screen).isZero();

        JsonObject france = flow.getJsonObject("france");
        String[] point = france.getString("Point").split(", ");
        JsonObject there = service.getObject("reverse?lat=" + point[0] + "&lng=" + point[1] + LANG);
        assertThat(there.getString("countryCode")).as(screen).isEqualTo("FR");
        JsonObject country = there.getJsonObject("country");
        assertThat(france.getString("Country")).as(screen)
                .isEqualTo(country.getString("flag") + " " + country.getString("name")).contains("France");
        assertThat(france.getString("Region")).as(screen).startsWith(there.getJsonObject("admin1").getString("name"));
        assertThat(france.getString("Time zone")).as(screen).startsWith("Europe/Paris (UTC+0");
        assertThat(france.getString("Nearest city")).as(screen).matches(".+ \\([0-9.,]+ km\\)");

        assertThat(flow.getString("berlinContentType")).as(screen).isEqualTo("application/geo+json");
        JsonArray features = flow.getJsonObject("berlinCollection").getJsonArray("features");
        // With the map's centre as the focus where the map shows a region (France's outline, overseas departments
        // included, may not): the answer to the very request the page made.
        String berlinSearch = pathOf(flow.getString("berlinUrl"));
        assertThat(berlinSearch).as(screen).startsWith("cities?q=berlin&limit=20&fuzzy=true&");
        List<List<String>> cities = namesAndCountriesOf(service.getArray(berlinSearch));
        assertThat(namesAndCountriesOf(Json.createArrayBuilder(features.stream()
                .map(feature -> feature.asJsonObject().getJsonObject("properties")).toList()).build()))
                .as(screen).isEqualTo(cities).contains(List.of("Берлин", "DE"));
        assertThat(namesAndCountries(flow.getJsonArray("berlinRows"))).as(screen).isEqualTo(cities);
        JsonObject after = flow.getJsonObject("afterSearch");
        assertThat(after.getInt("resultMarkers")).as(screen).isEqualTo(features.size());
        assertThat(after.getInt("drawnMarkers")).as(screen).isEqualTo(features.size());
        assertThat(after.getInt("pointMarkers")).as(screen).isEqualTo(1);
        assertThat(after.getJsonArray("tooltips").getValuesAs(JsonString::getString)).as(screen)
                .contains(cities.get(0).get(0) + ", " + cities.get(0).get(1));
        assertThat(flow.getJsonObject("selectedRow").getInt("index")).as(screen).isZero();
        assertThat(flow.getJsonObject("selectedRow").getBoolean("focused")).as(screen).isTrue();

        // Kept to the visible map (Texas): the box the page sent is where the map still is, every city inside it.
        String inViewSearch = pathOf(flow.getString("inViewUrl"));
        String bbox = inViewSearch.replaceAll(".*&bbox=([^&]+).*", "$1");
        assertThat(bbox).as(screen).isEqualTo(flow.getString("viewAfterInView"));
        JsonArray inView = service.getArray(inViewSearch);
        assertThat(namesAndCountries(flow.getJsonArray("inViewRows"))).as(screen).isEqualTo(namesAndCountriesOf(inView));
        assertThat(geonameIds(inView)).as(screen).contains(PARIS_TEXAS).doesNotContain(PARIS_FRANCE);
        double[] box = Arrays.stream(bbox.split(",")).mapToDouble(Double::parseDouble).toArray();
        assertThat(inView.getValuesAs(JsonObject.class)).as(screen).allSatisfy(city -> {
            assertThat(city.getJsonNumber("longitude").doubleValue()).isBetween(box[0], box[2]);
            assertThat(city.getJsonNumber("latitude").doubleValue()).isBetween(box[1], box[3]);
        });
        // Then near the map's centre: the Paris in Texas first, before the one in France.
        String nearSearch = pathOf(flow.getString("nearUrl"));
        assertThat(nearSearch).as(screen).contains("&lat=32.78").contains("&lng=-96.8").doesNotContain("bbox");
        JsonArray near = service.getArray(nearSearch);
        assertThat(namesAndCountries(flow.getJsonArray("nearRows"))).as(screen).isEqualTo(namesAndCountriesOf(near));
        assertThat(geonameIds(near)).as(screen).startsWith(PARIS_TEXAS).contains(PARIS_FRANCE);
    }

    private static List<Long> geonameIds(JsonArray records) {
        return records.getValuesAs(JsonObject.class).stream().map(r -> r.getJsonNumber("geonameId").longValue())
                .toList();
    }

    /** The path and query of a URL the page requested, as the service client takes it. */
    private static String pathOf(String url) {
        URI requested = URI.create(url);
        return requested.getRawPath().substring(1) + "?" + requested.getRawQuery();
    }

    private static List<List<String>> namesAndCountries(JsonArray rows) {
        return rows.stream().map(JsonValue::asJsonArray)
                .map(row -> List.of(row.getString(0), row.getString(1))).toList();
    }

    /** Name and country as the page shows a record: a name that matched other than the record's own beside it. */
    private static List<List<String>> namesAndCountriesOf(JsonArray features) {
        return features.stream().map(JsonValue::asJsonObject)
                .map(feature -> {
                    String name = feature.getString("name");
                    String matched = feature.getString("matchedName", name);
                    return List.of(matched.equals(name) ? name : name + " (" + matched + ")",
                            feature.getString("countryCode", ""));
                }).toList();
    }

    /** Installs Debian's chromium package when it is missing, as root or through sudo without a password. */
    private static void ensureChromium() throws IOException, InterruptedException {
        if (Files.isExecutable(CHROMIUM)) {
            return;
        }
        List<String> sudo = "root".equals(System.getProperty("user.name")) ? List.of() : List.of("sudo", "-n");
        List<String> install = concat(sudo, List.of("apt-get", "install", "-y", "--no-install-recommends", "chromium",
                "fonts-noto-color-emoji"));
        if (exitCode(install) != 0) {
            exitCode(concat(sudo, List.of("apt-get", "update")));
            exitCode(install);
        }
        assertThat(Files.isExecutable(CHROMIUM))
                .as("Chromium is needed at %s (Debian: apt-get install chromium; or set CHROMIUM)", CHROMIUM).isTrue();
    }

    private static List<String> concat(List<String> first, List<String> second) {
        return java.util.stream.Stream.concat(first.stream(), second.stream()).toList();
    }

    private static int exitCode(List<String> command) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).inheritIO();
        builder.environment().put("DEBIAN_FRONTEND", "noninteractive");
        return builder.start().waitFor();
    }
}
