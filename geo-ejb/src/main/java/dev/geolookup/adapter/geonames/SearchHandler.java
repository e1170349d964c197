package dev.geolookup.adapter.geonames;

import dev.geolookup.adapter.AdapterViews;
import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.geonames.GeoNamesParameter;
import dev.geolookup.api.adapter.geonames.GeoNamesRequest;
import dev.geolookup.api.adapter.geonames.Style;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.place.SearchOrder;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.country.CountryInfoView;
import dev.geolookup.place.GazetteerQueries;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.search.score.Typos;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashSet;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

/**
 * searchJSON: GeoNames' search over the places, ranked as /places ranks (the same engine, by relevance unless
 * orderby=population), its filters combined as GeoNames combines them: repeated country, featureClass and featureCode
 * any of, everything else all of. totalResultsCount counts every feature holding the text that the filters keep.
 */
final class SearchHandler {

    static final int DEFAULT_ROWS = 100;
    static final int MAX_ROWS = 1000;
    static final int MAX_START_ROW = 5000;

    private final AdapterViews views;
    private final GazetteerQueries queries;

    SearchHandler(AdapterViews views) {
        this.views = views;
        this.queries = views.placeQueries();
    }

    JsonBody answer(GeoNamesRequest request) {
        String nameEquals = request.text(GeoNamesParameter.NAME_EQUALS);
        String nameStartsWith = request.text(GeoNamesParameter.NAME_STARTS_WITH);
        String name = request.text(GeoNamesParameter.NAME);
        String q = request.text(GeoNamesParameter.Q);
        String text = nameEquals != null ? nameEquals : nameStartsWith != null ? nameStartsWith
                : name != null ? name : q;
        int maxRows = request.integer(GeoNamesParameter.MAX_ROWS, DEFAULT_ROWS, 1, MAX_ROWS);
        int startRow = request.integer(GeoNamesParameter.START_ROW, 0, 0, MAX_START_ROW);
        Style style = request.style(Style.MEDIUM);
        GazetteerView gazetteer = queries.gazetteer();
        // Hash sets: a row without a code asks contains(null), which the sets of Set.copyOf refuse.
        Set<String> countries = new HashSet<>(request.codes(GeoNamesParameter.COUNTRY));
        Set<String> classes = new HashSet<>(request.codes(GeoNamesParameter.FEATURE_CLASS));
        // One country the gazetteer holds, or one class, narrows the rows the search reads, as on /places.
        String country = countries.size() == 1 && gazetteer.countryNumber(countries.iterator().next()) >= 0
                ? countries.iterator().next() : null;
        Character featureClass = classes.size() == 1 ? classes.iterator().next().charAt(0) : null;
        IntPredicate also = conditions(request, gazetteer, country == null ? countries : Set.of(),
                featureClass == null ? classes : Set.of(), nameEquals, nameStartsWith);
        String bias = request.firstCode(GeoNamesParameter.COUNTRY_BIAS);
        boolean byPopulation = "population".equalsIgnoreCase(request.text(GeoNamesParameter.ORDER_BY));
        PlaceQuery query = PlaceQuery.matching(text).country(country).featureClass(featureClass)
                .limit(startRow + maxRows)
                .order(byPopulation ? SearchOrder.POPULATION : null)
                .bbox(request.box()).build();
        // GeoNames reads q as a name with its division and country; name, name_equals and name_startsWith as names.
        boolean qualified = nameEquals == null && nameStartsWith == null && name == null;
        Typos typos = fuzzy(request) && nameEquals == null && nameStartsWith == null ? Typos.TWO : Typos.NONE;
        int[] rows;
        int total;
        if (bias == null) {
            rows = queries.find(query, also, typos, views.language(), qualified).rows();
            total = queries.count(query, also);
        } else {
            IntPredicate inBias = row -> bias.equals(gazetteer.countryCode(row));
            int[] first = queries.find(query, also.and(inBias), typos, views.language(), qualified).rows();
            int[] rest = queries.find(query, also.and(inBias.negate()), typos, views.language(), qualified).rows();
            rows = Arrays.copyOf(first, Math.min(first.length + rest.length, query.limit()));
            System.arraycopy(rest, 0, rows, first.length, rows.length - first.length);
            total = queries.count(query, also);
        }
        int[] page = startRow >= rows.length ? new int[0] : Arrays.copyOfRange(rows, startRow, rows.length);
        int totalResults = Math.max(total, rows.length);
        ToponymRowWriter writer = new ToponymRowWriter(views);
        return GeneratedJson.body(256 + page.length * 400, json -> {
            json.writeStartObject();
            json.write("totalResultsCount", totalResults);
            json.writeStartArray("geonames");
            for (int row : page) {
                writer.write(json, gazetteer, row, style, null);
            }
            json.writeEnd();
            json.writeEnd();
        });
    }

    /** Everything asked of a row beyond the text, the order, the box and the country or class the query narrows to. */
    private IntPredicate conditions(GeoNamesRequest request, GazetteerView gazetteer, Set<String> countries,
                                    Set<String> classes, String nameEquals, String nameStartsWith) {
        IntPredicate all = row -> true;
        if (!countries.isEmpty()) {
            all = all.and(row -> countries.contains(gazetteer.countryCode(row)));
        }
        if (!classes.isEmpty()) {
            all = all.and(row -> classes.contains(gazetteer.featureClass(row)));
        }
        Set<String> codes = new HashSet<>(request.codes(GeoNamesParameter.FEATURE_CODE));
        if (!codes.isEmpty()) {
            all = all.and(row -> codes.contains(gazetteer.featureCode(row)));
        }
        String continent = request.firstCode(GeoNamesParameter.CONTINENT_CODE);
        if (continent != null) {
            Set<String> inContinent = countriesOf(continent);
            all = all.and(row -> inContinent.contains(gazetteer.countryCode(row)));
        }
        String admin1 = request.text(GeoNamesParameter.ADMIN_CODE1);
        if (admin1 != null) {
            all = all.and(row -> admin1.equalsIgnoreCase(gazetteer.admin1Code(row)));
        }
        String admin2 = request.text(GeoNamesParameter.ADMIN_CODE2);
        if (admin2 != null) {
            all = all.and(row -> admin2.equalsIgnoreCase(gazetteer.admin2Code(row)));
        }
        Long population = request.population(GeoNamesParameter.CITIES);
        if (population != null) {
            all = all.and(row -> "P".equals(gazetteer.featureClass(row)) && gazetteer.population(row) >= population);
        }
        if (nameEquals != null) {
            BitSet named = namedExactly(gazetteer, nameEquals);
            all = all.and(named::get);
        } else if (nameStartsWith != null) {
            String prefix = TextFolding.fold(nameStartsWith);
            all = all.and(row -> TextFolding.fold(gazetteer.name(row)).startsWith(prefix)
                    || TextFolding.fold(gazetteer.asciiName(row)).startsWith(prefix));
        }
        return all;
    }

    /** The rows a name of which, own or alternate, equals the text once folded. */
    private static BitSet namedExactly(GazetteerView gazetteer, String text) {
        BitSet rows = new BitSet();
        String folded = TextFolding.fold(text);
        if (!folded.isEmpty()) {
            gazetteer.search().forEachNamed(folded.getBytes(StandardCharsets.UTF_8), rows::set);
        }
        return rows;
    }

    private Set<String> countriesOf(String continent) {
        return StreamSupport.stream(views.countryInfo().all().spliterator(), false)
                .filter(country -> continent.equals(country.continent()))
                .map(CountryInfoView.CountryInfo::countryCode).collect(Collectors.toSet());
    }

    /** GeoNames' fuzzy runs from 0 (loosest) to 1 (exact, the default). */
    private static boolean fuzzy(GeoNamesRequest request) {
        Double fuzzy = request.number(GeoNamesParameter.FUZZY);
        return fuzzy != null && fuzzy < 1;
    }
}
