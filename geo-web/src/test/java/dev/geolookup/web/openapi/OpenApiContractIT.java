package dev.geolookup.web.openapi;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleResponse;
import com.atlassian.oai.validator.report.ValidationReport;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.geolookup.client.ApiClient;
import dev.geolookup.client.ApiException;
import dev.geolookup.client.api.AdminApi;
import dev.geolookup.client.api.CitiesApi;
import dev.geolookup.client.api.CountriesApi;
import dev.geolookup.client.api.DistanceApi;
import dev.geolookup.client.api.IpApi;
import dev.geolookup.client.api.OperationsApi;
import dev.geolookup.client.api.PlacesApi;
import dev.geolookup.client.api.PostalApi;
import dev.geolookup.client.api.ReverseApi;
import dev.geolookup.client.api.TimezoneApi;
import dev.geolookup.client.model.City;
import dev.geolookup.client.model.CitySearchQuery;
import dev.geolookup.client.model.Country;
import dev.geolookup.client.model.Currency;
import dev.geolookup.client.model.Distance;
import dev.geolookup.client.model.ImportRun;
import dev.geolookup.client.model.AutonomousSystem;
import dev.geolookup.client.model.IpBatchElement;
import dev.geolookup.client.model.IpDataset;
import dev.geolookup.client.model.IpResult;
import dev.geolookup.client.model.Place;
import dev.geolookup.client.model.PlaceSearchBatchElement;
import dev.geolookup.client.model.PlaceSearchQuery;
import dev.geolookup.client.model.Point;
import dev.geolookup.client.model.PostalCode;
import dev.geolookup.client.model.RegionalBloc;
import dev.geolookup.client.model.Reverse;
import dev.geolookup.client.model.ReverseBatchElement;
import dev.geolookup.client.model.TimeAtPoint;
import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.TestEnvironment;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The OpenAPI document the server serves is valid OpenAPI 3, is the contract as written, and every answer keeps to
 * it: a real answer of every operation, success and refusal, JSON and GeoJSON, lean and full, plain and gzip, is
 * validated against the served document by Atlassian's swagger-request-validator. A field an answer gains without
 * the document naming it fails here, as the record schemas allow no other properties.
 */
class OpenApiContractIT extends DeployedService {

    private static final Path CONTRACT = Path.of("src/main/resources/META-INF/openapi.yaml");
    private static final Set<String> OPENAPI_ROOT_MEMBERS =
            Set.of("openapi", "info", "servers", "paths", "components", "security", "tags", "externalDocs");
    private static final String JSON = "application/json";
    private static final String TEXT = "text/plain";
    private static final String CSV = "text/csv";

    @Test
    void theServedDocumentIsValidOpenApiAndTheContractAsWritten() throws IOException {
        String yaml = service.get("openapi").body();
        ParseOptions strict = new ParseOptions();
        strict.setResolve(true);
        SwaggerParseResult parsed = new OpenAPIV3Parser().readContents(yaml, null, strict);
        assertThat(parsed.getMessages()).as("swagger-parser's findings").isEmpty();
        assertThat(parsed.getOpenAPI().getOpenapi()).isEqualTo("3.0.3");

        JsonNode served = new ObjectMapper().readTree(service.get("openapi", "Accept", JSON).body());
        assertThat(fieldNames(served)).allMatch(name -> OPENAPI_ROOT_MEMBERS.contains(name) || name.startsWith("x-"));
        JsonNode written = new YAMLMapper().readTree(Files.readString(CONTRACT));
        assertThat(differences("", written, served)).as("where the served document differs from the contract").isEmpty();
        assertThat(new YAMLMapper().readTree(yaml)).isEqualTo(served);
    }

    @Test
    void everyAnswerKeepsToTheServedDocument() {
        OpenApiInteractionValidator validator = OpenApiInteractionValidator
                .createForInlineApiSpecification(service.get("openapi").body()).build();
        String etag = service.get("alpha/de").headers().firstValue("ETag").orElseThrow();
        String[] admin = TestEnvironment.adminAuthorization();
        List<Exchange> exchanges = List.of(
                get("countries", 200), get("countries?sort=population&order=desc&limit=3&offset=2", 200),
                get("countries?full=true", 200), get("countries?fields=name,translations,maps", 200),
                get("countries?limit=0", 400), get("countries?sort=colour", 400),
                get("random", 200), get("random?full=true", 200),
                get("alpha/de", 200), get("alpha/DEU?full=true", 200), get("alpha/de?fields=name,regionalBlocs", 200),
                get("alpha/zz", 404), get("alpha/de?fields=colour", 400),
                get("alpha/de", 406, "Accept", "text/html"), get("alpha/de", 304, "If-None-Match", etag),
                get("alpha/de?full=true", 200, "Accept-Encoding", "gzip"),
                get("numericcode/276", 200), get("numericcode/999", 404), get("cioc/ger", 200),
                get("name/germany", 200), get("name/germany?fullText=true", 200), get("name/atlantis", 404),
                get("translation/alemania", 200), get("capital/berlin", 200), get("demonym/german", 200),
                get("timezone/UTC+01:00", 200), get("region/europe", 200), get("subregion/central%20europe", 200),
                get("callingcode/49", 200), get("currency/eur", 200), get("lang/de", 200), get("tld/.de", 200),
                get("borders/germany", 200), get("area?min=300000&max=400000", 200), get("area?min=x", 400),
                get("v2/all?fields=name,flags", 200), get("v2/alpha/de", 200), get("v2/alpha/de?fields=name", 200),
                get("v2/alpha?codes=de,fr", 200), get("v2/alpha/zz", 404), get("v2/alpha/d", 400),
                get("v2/currency/eur", 200), get("v2/name/germany?fullText=true", 200), get("v2/callingcode/49", 200),
                get("v2/capital/berlin", 200), get("v2/region/europe", 200), get("v2/subregion/Western%20Europe", 200),
                get("v2/lang/de", 200), get("v2/demonym/german", 200), get("v2/regionalbloc/eu", 200),
                get("v3.1/all", 200), get("v3.1/alpha/de", 200), get("v3.1/alpha/de?fields=name,flags", 200),
                get("v3.1/alpha/?codes=de,fr", 200), get("v3.1/alpha?codes=de,fr", 200), get("v3.1/currency/eur", 200), get("v3.1/name/germany", 200),
                get("v3.1/capital/berlin", 200), get("v3.1/region/europe", 200), get("v3.1/subregion/europe", 200),
                get("v3.1/lang/german", 200), get("v3.1/demonym/german", 200), get("v3.1/translation/alemania", 200),
                get("v3.1/independent?status=false&fields=cca2", 200), get("v3.1/name/atlantis", 404),
                get("v3.1/all?fields=", 400), get("v2/name/", 404), get("v3.1/translation/", 404),
                get("geonames/searchJSON?q=wien&maxRows=3", 200), get("geonames/searchJSON?q=wien&style=FULL", 200),
                get("geonames/searchJSON?q=wien&maxRows=x", 200), get("geonames/getJSON?geonameId=2761369", 200),
                get("geonames/findNearbyPlaceNameJSON?lat=48.2&lng=16.37", 200),
                get("geonames/findNearbyJSON?lat=48.2&lng=16.37&featureClass=A", 200),
                get("geonames/countryInfoJSON?country=AT", 200), get("geonames/countryCodeJSON?lat=48.2&lng=16.37", 200),
                get("geonames/countrySubdivisionJSON?lat=48.2&lng=16.37", 200),
                get("geonames/childrenJSON?geonameId=2782113", 200), get("geonames/hierarchyJSON?geonameId=2761369", 200),
                get("geonames/siblingsJSON?geonameId=2782113", 200), get("geonames/neighboursJSON?country=AT", 200),
                get("geonames/timezoneJSON?lat=48.2&lng=16.37", 200), get("geonames/timezoneJSON?lat=0&lng=-30", 200),
                get("geonames/postalCodeSearchJSON?postalcode=10115&country=DE", 200),
                get("geonames/postalCodeLookupJSON?postalcode=10115&country=DE", 200),
                get("geonames/findNearbyPostalCodesJSON?lat=52.53&lng=13.38", 200),
                get("geonames/postalCodeCountryInfoJSON", 200),
                get("geonames/citiesJSON?north=49&south=48&east=17&west=16", 200),
                get("geonames/search?q=wien&type=json", 200), get("geonames/weatherJSON?lat=1&lng=1", 200),
                get("geonames/search?q=wien&maxRows=2", 200), get("geonames/get?geonameId=2761369", 200),
                get("geonames/countryCode?lat=48.2&lng=16.37", 200), get("geonames/countryCode?lat=0&lng=-30", 200),
                get("geonames/timezone?lat=48.2&lng=16.37&type=xml", 200), get("geonames/weather?lat=1&lng=1", 200),
                get("geonames/nothingJSON", 404), get("geonames/getJSON?geonameId=1&callback=a(", 400),
                get("zippopotam/us/90210", 200), get("zippopotam/us/00000", 404), get("zippopotam/us/ma/belmont", 200),
                get("zippopotam/nearby/us/90210", 200),
                get("nominatim/search?q=Paris,%20Texas&addressdetails=1", 200),
                get("nominatim/search?city=Springfield&state=Illinois&format=jsonv2", 200),
                get("nominatim/search?q=Berlin&format=geojson", 200),
                get("nominatim/search?q=Berlin&format=geocodejson", 200), get("nominatim/search?q=Qqqxzzqj", 200),
                get("nominatim/search?q=x&format=xml", 400),
                get("nominatim/reverse?lat=52.52&lon=13.405&zoom=5", 200), get("nominatim/reverse?lat=0&lon=-30", 200),
                get("nominatim/reverse?lat=52.52&lon=13.405&format=geojson", 200),
                get("nominatim/reverse?lat=x&lon=1", 400),
                get("nominatim/status", 200), get("nominatim/status?format=json", 200),
                get("photon/api?q=berlin&limit=3", 200), get("photon/api?q=berlin&osm_tag=boundary", 200),
                get("photon/api", 400), get("photon/reverse?lat=48.86&lon=2.35&limit=2", 200),
                get("photon/reverse?lat=1", 400),
                get("population?min=80000000&max=90000000", 200), get("population?max=many", 400),
                get("places?q=wien", 200), get("places?q=wien&lang=de", 200), get("places?q=" + encoded("москва") + "&limit=3", 200),
                get("places?q=" + encoded("北京") + "&format=geojson", 200), get("places?country=AT&class=P&rank=population", 200),
                get("places?limit=0", 400), get("places?lang=german", 400),
                get("places?q=paris&lat=33.66&lng=-95.55&bias=0.8", 200),
                get("places?q=paris&lat=33.66&lng=-95.55&format=geojson", 200),
                get("places?bbox=2.2,48.8,2.5,48.95&class=P", 200), get("places?q=spring&country=US&admin1=IL", 200),
                get("places?q=a&lat=48.2&lng=16.37&radiusKm=20", 200),
                get("places?bbox=170,-25,-170,20", 200), get("places?bbox=2,50,3,49", 400),
                get("places?q=x&bias=0.5", 400), get("places?q=x&lat=1&lng=2&bias=2", 400),
                get("places?q=x&admin1=08", 400),
                post("places/search", "[{\"q\": \"paris\", \"lat\": 33.66, \"lng\": -95.55}, {\"q\": \"x\", "
                        + "\"bias\": 7}, {\"q\": \"wien\", \"bbox\": [16, 48, 17, 49]}]", JSON, 200),
                post("places/search", "[]", JSON, 400), post("places/search", "q=paris", TEXT, 415),
                post("cities/search", "[{\"q\": \"springfield\", \"country\": \"US\", \"admin1\": \"IL\"}, "
                        + "{\"q\": \"x\", \"class\": \"P\"}]", JSON, 200),
                // One row, so that the JSON lines answer is one JSON document the validator can read.
                post("cities/geocode", "name,country\nSpringfield,US\n", CSV, 200, "Accept", JSON),
                post("cities/geocode", "name,country\nBerlin,Narnia\n", CSV, 200, "Accept", JSON),
                post("places/geocode?column=town", "town\nWien\nQqqxzzqj\n", CSV, 200),
                post("places/geocode", "name\nWien\n", CSV, 200, "Accept", "application/geo+json"),
                post("places/geocode", "town\nWien\n", CSV, 400), post("cities/geocode", "[]", JSON, 415),
                get("timezone?lat=52.52&lng=13.405&at=2026-07-01T12:00:00Z", 200),
                get("timezone?lat=0&lng=-30", 200), get("timezone?lat=52.52&lng=13.405&at=yesterday", 400),
                get("timezone?lat=52.52", 400),
                get("subdivisions?country=DE&lang=de", 200), get("subdivisions?country=US&level=2", 200),
                get("subdivisions?country=XX", 400), get("subdivisions/US-CA", 200),
                get("subdivisions/fr.11.75?lang=ja", 200), get("subdivisions/US-ZZ", 404),
                get("subdivisions/abc", 400), get("subdivisions/US.CA/children", 200),
                get("subdivisions/US.ZZ/children", 404), get("places/2761369/hierarchy?lang=de", 200),
                get("subdivisions?country=LU&format=geojson", 200), get("subdivisions/FR-IDF", 200),
                get("subdivisions/US-CA", 200, "Accept", "application/geo+json"),
                get("subdivisions/FR.11/children?format=geojson", 200), get("cities?q=paris&admin1=FR-IDF", 200),
                get("places?q=paris&admin1=US-ZZ", 400),
                get("places/1/hierarchy", 404), get("cities/2950159/hierarchy", 200), get("cities/x/hierarchy", 400),
                get("places/near?lat=48.2&lng=16.37&limit=5", 200),
                get("places/near?lat=48.2&lng=16.37", 200, "Accept", "application/geo+json"),
                get("places/near?lat=91&lng=0", 400), get("places/2761369", 200),
                get("places/2761369?lang=ja&format=geojson", 200), get("places/1", 404),
                get("cities?q=roma", 200), get("cities?q=viena&fuzzy=true&lang=es", 200),
                get("cities?q=paris&format=geojson", 200), get("cities?rank=best", 400),
                get("cities/near?lat=35.68&lng=139.69&radiusKm=50", 200),
                get("cities/near?lat=35.68&lng=139.69&format=geojson", 200), get("cities/2761369?lang=de", 200),
                get("cities/2761369", 200, "Accept", "application/geo+json"), get("cities/x", 400),
                get("cities/2761369", 406, "Accept", "image/png"),
                get("distance?from=2950159&to=2988507", 200), get("distance?from=2950159&to=2988507&lang=fr", 200),
                get("distance?lat1=52.52&lng1=13.4&lat2=48.85&lng2=2.35", 200),
                get("distance?from=1&to=2950159", 404), get("distance?lat1=1", 400),
                get("postal/DE/10115", 200), get("postal/GB/sw1a%201aa", 200), get("postal/DE/10115?format=geojson", 200),
                get("postal/DE/00000", 404), get("postal?code=10115", 200), get("postal?code=10115&country=DE", 200),
                get("postal", 400), get("postal/near?lat=52.53&lng=13.38&limit=3", 200),
                get("postal/near?lat=52.53&lng=13.38&format=geojson", 200),
                get("ip/8.8.8.8", 200), get("ip/2001:4860:4860::8888?full=true", 200), get("ip/10.0.0.1", 404),
                get("ip/999.1.1.1", 400), get("ip/8.8.8.8?fields=name", 200),
                get("ip", 200, "X-Forwarded-For", "8.8.8.8"), get("ip/info", 200),
                get("ip/1.1.1.1?ipFields=city,region,network", 200), get("ip/8.8.8.8?ipFields=nope", 400),
                get("asn/AS15169", 200), get("asn/4294967295", 404), get("asn/x", 400),
                get("reverse?lat=48.8566&lng=2.3522", 200), get("reverse?lat=48.8566&lng=2.3522&full=true&lang=de", 200),
                get("reverse?lat=0&lng=-30", 200), get("reverse?lat=35.68&lng=139.69&format=geojson", 200),
                get("reverse?lat=91&lng=0", 400), get("reverse?lat=1&lng=1&radiusKm=501", 400),
                get("admin/imports", 401), get("admin/imports?limit=5", 200, admin),
                get("admin/imports/1", 200, admin), get("admin/imports/999999999", 404, admin),
                get("admin/imports?limit=0", 400, admin), get("metrics", 200),
                post("ip", "[\"8.8.8.8\", \"not an address\", \"10.0.0.1\"]", JSON, 200),
                post("ip?fields=name,capital", "[\"2001:4860:4860::8888\"]", JSON, 200),
                post("ip", "{\"ip\": \"8.8.8.8\"}", JSON, 400), post("ip", "8.8.8.8", TEXT, 415),
                post("ip", "[\"" + "1".repeat(20_000) + "\"]", JSON, 413),
                post("reverse", "[{\"lat\": 48.8566, \"lng\": 2.3522}, {\"lat\": 99, \"lng\": 0}, {\"lat\": \"x\"}]",
                        JSON, 200),
                post("reverse?format=geojson&fields=name", "[{\"lat\": 0, \"lng\": -30}, {\"lng\": 1}]", JSON, 200),
                post("reverse", "[]", JSON, 400), post("reverse", "lat=1", TEXT, 415),
                post("admin/imports/atlantis", "", JSON, 400, admin), post("admin/imports/countries", "", JSON, 401),
                // Last: a real run of the smallest import, with the bundled file, awaited below.
                post("admin/imports/countries?source=bundled", "", JSON, 202, admin));

        List<String> failures = new ArrayList<>();
        Set<String> answered = new TreeSet<>();
        for (Exchange exchange : exchanges) {
            HttpResponse<byte[]> response = exchange.send(this);
            String name = exchange.method() + " /" + exchange.target();
            if (response.statusCode() != exchange.status()) {
                failures.add(name + ": status " + response.statusCode() + ", expected " + exchange.status() + ": "
                        + new String(response.body(), StandardCharsets.UTF_8));
                continue;
            }
            ValidationReport report = validator.validateResponse(exchange.path(), exchange.validatorMethod(),
                    asValidatorResponse(response));
            report.getMessages().forEach(message -> failures.add(name + ": " + message));
            if (response.statusCode() / 100 == 2) {
                answered.add(exchange.method() + " " + exchange.path());
            }
        }
        awaitImportsDone(admin);
        assertThat(failures).as("answers that do not keep to the document").isEmpty();
        Set<String> documented = documentedOperations();
        assertThat(operationsAnsweredBy(answered, documented)).as("operations with a validated success")
                .containsExactlyInAnyOrderElementsOf(withSuccess(documented));
    }

    /**
     * A Java client generated from the contract by openapi-generator (the build does it, as a consumer would) calls
     * every read operation and both batch POSTs, typed, and gets the values the service holds.
     */
    @Test
    void aClientGeneratedFromTheContractReadsEveryOperation() throws ApiException {
        ApiClient client = new ApiClient();
        client.updateBaseUri(baseUri().toString().replaceAll("/$", ""));
        String[] admin = TestEnvironment.adminAuthorization();
        client.setRequestInterceptor(request -> request.header(admin[0], admin[1]));

        CountriesApi countries = new CountriesApi(client);
        Country germany = countries.getCountryByAlpha("de", null, null);
        assertThat(germany.getName()).isEqualTo("Germany");
        assertThat(germany.getAlpha3Code()).isEqualTo("DEU");
        assertThat(germany.getCapital()).isEqualTo("Berlin");
        assertThat(germany.getPopulation()).isGreaterThan(80_000_000L);
        assertThat(germany.getCurrencies()).extracting(Currency::getCode).containsExactly("EUR");
        assertThat(germany.getTranslations()).as("lean by default").isNullOrEmpty();
        Country full = countries.getCountryByAlpha("DEU", null, true);
        assertThat(full.getTranslations()).containsEntry("fr", "Allemagne");
        assertThat(full.getRegionalBlocs()).extracting(RegionalBloc::getAcronym).contains("EU");
        assertThat(countries.getCountryByNumericCode("276", "name", null).getName()).isEqualTo("Germany");
        assertThat(countries.getCountryByCioc("GER", null, null).getAlpha2Code()).isEqualTo("DE");
        assertThat(countries.getRandomCountry("alpha2Code", null).getAlpha2Code()).hasSize(2);
        assertThat(countries.listCountries("population", "desc", 2, null, "name", null))
                .extracting(Country::getName).containsExactly("China", "India");
        assertThat(countries.searchCountriesByName("germany", true, null, null)).extracting(Country::getAlpha2Code)
                .containsExactly("DE");
        assertThat(countries.searchCountriesByTranslation("alemania", null, null, null))
                .extracting(Country::getAlpha2Code).containsExactly("DE");
        assertThat(countries.searchCountriesByCapital("berlin", null, null)).extracting(Country::getAlpha2Code)
                .containsExactly("DE");
        assertThat(countries.getCountriesByDemonym("german", null, null)).extracting(Country::getAlpha2Code)
                .contains("DE");
        assertThat(countries.getCountriesByTimezone("UTC+01:00", null, null)).extracting(Country::getAlpha2Code)
                .contains("DE", "FR");
        assertThat(countries.getCountriesByRegion("europe", null, null)).extracting(Country::getAlpha2Code)
                .contains("DE", "FR");
        assertThat(countries.getCountriesBySubregion("central europe", null, null))
                .extracting(Country::getAlpha2Code).contains("DE");
        assertThat(countries.getCountriesByCallingCode("49", null, null)).extracting(Country::getAlpha2Code)
                .containsExactly("DE");
        assertThat(countries.getCountriesByCurrency("eur", null, null)).extracting(Country::getAlpha2Code)
                .contains("DE", "FR");
        assertThat(countries.getCountriesByLanguage("de", null, null)).extracting(Country::getAlpha2Code)
                .contains("DE", "AT");
        assertThat(countries.getCountriesByTopLevelDomain(".de", null, null)).extracting(Country::getAlpha2Code)
                .containsExactly("DE");
        assertThat(countries.getBorderingCountries("germany", null, null)).extracting(Country::getAlpha3Code)
                .containsExactlyInAnyOrderElementsOf(germany.getBorders());
        assertThat(countries.getCountriesByArea(new BigDecimal("357000"), new BigDecimal("357200"), null, null))
                .extracting(Country::getAlpha2Code).containsExactly("DE");
        assertThat(countries.getCountriesByPopulation(83_000_000L, 83_500_000L, null, null))
                .extracting(Country::getAlpha2Code).contains("DE");

        PlacesApi places = new PlacesApi(client);
        Place vienna = places.searchPlaces("Wien", null, "P", null, 1, null, null, null, null, null, null, null,
                null, true, "de", null).get(0);
        assertThat(vienna.getGeonameId()).isEqualTo(2761369L);
        assertThat(vienna.getScore().getMatchedName()).isEqualTo("Wien");
        assertThat(vienna.getScore().getTotal()).isGreaterThan(vienna.getScore().getImportance());
        assertThat(vienna.getName()).isEqualTo("Wien");
        assertThat(vienna.getToponymName()).isEqualTo("Vienna");
        assertThat(places.getPlace(2761369L, null, null).getFeatureCode()).isEqualTo("PPLC");
        assertThat(places.getPlacesNear(48.2085, 16.3721, 1, null, null, null, "P", null, null).get(0).getDistanceKm())
                .isLessThan(1.0);

        List<PlaceSearchBatchElement> searches = places.searchPlacesBatch(List.of(new PlaceSearchQuery().q("wien").limit(1),
                new PlaceSearchQuery().q("wien").bias(2.0)), null);
        assertThat(searches.get(0).getResults()).as(searches.get(0).toString()).extracting(Place::getGeonameId)
                .containsExactly(2761369L);
        assertThat(searches.get(1).getError()).isEqualTo("bias needs lat and lng: the point to prefer results near");

        CitiesApi cities = new CitiesApi(client);
        City parisTexas = cities.searchCities("paris", null, null, 1, null, null, null, 33.66, -95.55, null, null,
                null, null, null, null).get(0);
        assertThat(parisTexas.getCountryCode()).isEqualTo("US");
        assertThat(parisTexas.getDistanceKm()).isLessThan(5.0);
        assertThat(cities.searchCitiesBatch(List.of(new CitySearchQuery().q("springfield").country("US").admin1("IL")),
                null).get(0).getResults()).extracting(City::getAdmin1Code).containsOnly("IL");
        City rome = cities.searchCities("Roma", null, null, 1, null, null, null, null, null, null, null, null, null,
                null, null).get(0);
        City secondSpringfield = cities.searchCities("Springfield", "US", null, 1, 1, null, null, null, null, null,
                null, null, null, null, null).get(0);
        assertThat(secondSpringfield.getGeonameId()).as("the second of the ranked list")
                .isEqualTo(cities.searchCities("Springfield", "US", null, 2, null, null, null, null, null, null, null,
                        null, null, null, null).get(1).getGeonameId());
        assertThat(rome.getName()).isEqualTo("Rome");
        assertThat(rome.getMatchedName()).isEqualTo("Roma");
        assertThat(cities.getCity(3169070L, "it", null).getName()).isEqualTo("Roma");
        assertThat(cities.getCitiesNear(41.9, 12.5, 1, null, 20.0, null, null).get(0).getGeonameId())
                .isEqualTo(3169070L);
        assertThat(cities.getCitiesNear(41.9, 12.5, 1, 1, 20.0, null, null).get(0).getGeonameId())
                .as("the second nearest").isEqualTo(cities.getCitiesNear(41.9, 12.5, 2, null, 20.0, null, null).get(1)
                        .getGeonameId());

        Distance berlinParis = new DistanceApi(client).getDistance(2950159L, 2988507L, null, null, null, null, null);
        assertThat(berlinParis.getDistanceKm()).isBetween(870.0, 890.0);
        assertThat(berlinParis.getFrom().getCity().getName()).isEqualTo("Berlin");
        Distance points = new DistanceApi(client).getDistance(null, null, 0.0, 0.0, 0.0, 1.0, null);
        assertThat(points.getDistanceKm()).isBetween(111.0, 111.4);

        PostalApi postal = new PostalApi(client);
        assertThat(postal.getPostalCode("DE", "10115", null)).extracting(PostalCode::getPlaceName).contains("Berlin");
        assertThat(postal.searchPostalCodes("10115", "DE", null)).extracting(PostalCode::getAdminCode1)
                .containsExactly("BE");
        assertThat(postal.getPostalCodesNear(52.5323, 13.3846, 1, null, null, "DE", null).get(0).getPostalCode())
                .isEqualTo("10115");

        IpApi ip = new IpApi(client);
        IpResult google = ip.locateIp("8.8.8.8", null, null, null);
        assertThat(google.getCountryCode()).isEqualTo("US");
        assertThat(google.getCountry().getAlpha3Code()).isEqualTo("USA");
        assertThat(google.getNetwork().getAsn()).isEqualTo(15169L);
        assertThat(google.getNetwork().getRange()).isEqualTo("8.8.8.0/24");
        assertThat(google.getTimezone()).startsWith("America/");
        assertThat(google.getNearestCity().getDistanceKm()).isNotNull();
        assertThat(ip.getIpInfo().getProvider()).isEqualTo("DB-IP");
        assertThat(ip.getIpInfo().getDatasets()).extracting(IpDataset::getDataset).containsExactly(
                IpDataset.DatasetEnum.IP_RANGES, IpDataset.DatasetEnum.IP_CITIES, IpDataset.DatasetEnum.IP_NETWORKS);
        AutonomousSystem googleAs = ip.getAutonomousSystem("AS15169");
        assertThat(googleAs.getOrganization()).isEqualTo("Google LLC");
        assertThat(googleAs.getRanges()).contains("8.8.8.0/24");
        List<IpBatchElement> batch = ip.locateIps(List.of("8.8.8.8", "not an address"), "name", null,
                "countryCode,country");
        assertThat(batch.get(0).getCountry().getName()).isEqualTo("United States of America");
        assertThat(batch.get(0).getError()).isNull();
        assertThat(batch.get(1).getCountryCode()).isNull();
        assertThat(batch.get(1).getError()).isEqualTo("Invalid IP address");

        TimeAtPoint berlinInSummer = new TimezoneApi(client).getTimeAtPoint(52.52, 13.405, "2026-07-01T12:00:00Z");
        assertThat(berlinInSummer.getTimezone()).isEqualTo("Europe/Berlin");
        assertThat(berlinInSummer.getUtcOffset()).isEqualTo("+02:00");
        assertThat(berlinInSummer.getLocalTime()).isEqualTo("2026-07-01T14:00:00");
        assertThat(berlinInSummer.getNextTransition().getInstant()).isEqualTo("2026-10-25T01:00:00Z");

        ReverseApi reverse = new ReverseApi(client);
        Reverse paris = reverse.reverseGeocode(48.8566, 2.3522, null, "name", null, null, null);
        assertThat(paris.getCountryCode()).isEqualTo("FR");
        assertThat(paris.getCountry().getName()).isEqualTo("France");
        assertThat(paris.getAdmin1().getName()).isEqualTo("Île-de-France");
        assertThat(paris.getTimezone()).isEqualTo("Europe/Paris");
        assertThat(paris.getNearestCity().getName()).isEqualTo("Paris");
        Point viennaCentre = new Point().lat(48.2085).lng(16.3721);
        List<ReverseBatchElement> answers = reverse.reverseGeocodeBatch(
                List.of(viennaCentre, new Point().lat(99.0).lng(0.0)), null, "name", null, "de", null);
        assertThat(answers.get(0).getCountryCode()).isEqualTo("AT");
        assertThat(answers.get(0).getNearestCity().getName()).isEqualTo("Wien");
        assertThat(answers.get(0).getNearestCity().getToponymName()).isEqualTo("Vienna");
        assertThat(answers.get(1).getError()).contains("latitude");
        assertThat(answers.get(1).getCountryCode()).isNull();

        AdminApi imports = new AdminApi(client);
        ImportRun newest = imports.listImportRuns(1).get(0);
        assertThat(imports.getImportRun(newest.getId()).getDataset()).isEqualTo(newest.getDataset());
        assertThat(new OperationsApi(client).getMetrics()).contains("# TYPE");
    }

    /** Waits for the import the exchanges started, so that the next test finds the bundled data served. */
    private void awaitImportsDone(String[] admin) {
        for (int i = 0; i < 120; i++) {
            String runs = service.get("admin/imports?limit=1", admin).body();
            if (!runs.contains("\"RUNNING\"")) {
                return;
            }
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
        throw new AssertionError("the countries import did not end within a minute");
    }

    /** Each documented operation as "METHOD /path/{template}". */
    private static Set<String> documentedOperations() {
        JsonNode paths = contract().get("paths");
        Set<String> operations = new TreeSet<>();
        paths.fields().forEachRemaining(path -> path.getValue().fieldNames()
                .forEachRemaining(method -> operations.add(method.toUpperCase() + " " + path.getKey())));
        return operations;
    }

    /** The operations that document a success: /v2/{endpoint} only ever answers REST Countries' 404. */
    private static Set<String> withSuccess(Set<String> operations) {
        JsonNode paths = contract().get("paths");
        Set<String> succeeding = new TreeSet<>();
        for (String operation : operations) {
            String[] methodAndPath = operation.split(" ", 2);
            JsonNode responses = paths.get(methodAndPath[1]).get(methodAndPath[0].toLowerCase()).get("responses");
            responses.fieldNames().forEachRemaining(status -> {
                if (status.startsWith("2")) {
                    succeeding.add(operation);
                }
            });
        }
        return succeeding;
    }

    /** The documented operations these request paths reached. */
    private static Set<String> operationsAnsweredBy(Set<String> answered, Set<String> documented) {
        Set<String> operations = new TreeSet<>();
        for (String operation : documented) {
            String[] methodAndPath = operation.split(" ", 2);
            Pattern template = Pattern.compile(methodAndPath[0] + " "
                    + methodAndPath[1].replaceAll("\\{[^}]+}", "[^/]+"));
            // A literal path (/places/near) is the operation, not a template that also matches it (/places/{id}).
            if (answered.stream().anyMatch(request -> template.matcher(request).matches()
                    && !(operation.contains("{") && documented.contains(request)))) {
                operations.add(operation);
            }
        }
        return operations;
    }

    private static JsonNode contract() {
        try {
            return new YAMLMapper().readTree(Files.readString(CONTRACT));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static SimpleResponse asValidatorResponse(HttpResponse<byte[]> response) {
        SimpleResponse.Builder built = SimpleResponse.Builder.status(response.statusCode());
        response.headers().map().forEach((header, values) -> built.withHeader(header, values));
        byte[] body = response.body();
        if (response.headers().firstValue("Content-Encoding").filter("gzip"::equals).isPresent()) {
            body = gunzip(body);
        }
        if (body.length > 0) {
            built.withBody(new String(body, StandardCharsets.UTF_8));
        }
        return built.build();
    }

    private static byte[] gunzip(byte[] compressed) {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(compressed))) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Where two documents differ, by JSON pointer, leaving out the order of object members. */
    private static List<String> differences(String at, JsonNode expected, JsonNode actual) {
        List<String> found = new ArrayList<>();
        if (expected.isObject() && actual.isObject()) {
            Set<String> names = new TreeSet<>(fieldNames(expected));
            names.addAll(fieldNames(actual));
            for (String name : names) {
                String where = at + "/" + name;
                if (!expected.has(name) || !actual.has(name)) {
                    found.add(where + (expected.has(name) ? " is missing" : " is added"));
                } else {
                    found.addAll(differences(where, expected.get(name), actual.get(name)));
                }
            }
        } else if (expected.isArray() && actual.isArray() && expected.size() == actual.size()) {
            for (int i = 0; i < expected.size(); i++) {
                found.addAll(differences(at + "/" + i, expected.get(i), actual.get(i)));
            }
        } else if (expected.isNumber() && actual.isNumber()
                ? expected.decimalValue().compareTo(actual.decimalValue()) != 0 : !expected.equals(actual)) {
            found.add(at + ": " + expected + " became " + actual);
        }
        return found;
    }

    private static Set<String> fieldNames(JsonNode node) {
        Set<String> names = new TreeSet<>();
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            names.add(it.next());
        }
        return names;
    }

    private static String encoded(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    private static Exchange get(String target, int status, String... headers) {
        return new Exchange("GET", target, null, null, status, headers);
    }

    private static Exchange post(String target, String body, String contentType, int status, String... headers) {
        return new Exchange("POST", target, body, contentType, status, headers);
    }

    /** One request of the test and the status it must get. */
    private record Exchange(String method, String target, String body, String contentType, int status,
                            String[] headers) {

        String path() {
            int query = target.indexOf('?');
            return "/" + (query < 0 ? target : target.substring(0, query));
        }

        Request.Method validatorMethod() {
            return Request.Method.valueOf(method);
        }

        HttpResponse<byte[]> send(OpenApiContractIT test) {
            List<String> all = new ArrayList<>(List.of(headers));
            if (contentType != null) {
                all.addAll(List.of("Content-Type", contentType));
            }
            // Over the loopback, which the test server trusts as a proxy: GET /ip then locates X-Forwarded-For.
            return test.overLoopback().sendForBytes(method, target, body, all.toArray(String[]::new));
        }
    }
}
