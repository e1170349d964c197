package dev.geolookup.place;

import dev.geolookup.api.BatchAnswer;
import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.api.place.GazetteerLookup;
import dev.geolookup.api.place.PlacePage;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.place.SearchParameter;
import dev.geolookup.api.text.Language;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.country.CountryViewHolder;
import dev.geolookup.search.score.NameClassifier;
import dev.geolookup.search.index.RowFilter;
import dev.geolookup.search.index.SearchArea;
import dev.geolookup.search.plan.SearchPlan;
import dev.geolookup.spatial.NearestNeighbourIndex;
import dev.geolookup.search.score.Typos;
import jakarta.json.JsonValue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * The answers to search, by-id and near queries over a gazetteer, shared by the place and the city services;
 * only the record shape differs between them.
 */
public final class GazetteerQueries {

    private static final byte[] RESULTS_MEMBER = "{\"results\":".getBytes(StandardCharsets.UTF_8);

    private final GazetteerView gazetteer;
    private final FeatureJson shape;
    private final CountryViewHolder countries;
    private final LocalNameView localNames;
    private final Admin1IsoCodes isoCodes;
    private final QualifierDictionary qualifiers;

    /** Queries read as names only: no qualifiers are known. */
    public GazetteerQueries(GazetteerView gazetteer, FeatureJson shape, CountryViewHolder countries,
                            LocalNameView localNames, Admin1IsoCodes isoCodes) {
        this(gazetteer, shape, countries, localNames, isoCodes, QualifierDictionary.EMPTY);
    }

    public GazetteerQueries(GazetteerView gazetteer, FeatureJson shape, CountryViewHolder countries,
                            LocalNameView localNames, Admin1IsoCodes isoCodes, QualifierDictionary qualifiers) {
        this.gazetteer = gazetteer;
        this.shape = shape;
        this.countries = countries;
        this.localNames = localNames;
        this.isoCodes = isoCodes;
        this.qualifiers = qualifiers;
    }

    public JsonBody search(PlaceQuery query, Language language) {
        return search(query, localNames.in(language), localNames.classifier(language));
    }

    /**
     * The page the query asks for. Without q, every row that passes the filters is in the list, so its total is
     * known; with q, the page is full or the list ends.
     */
    public PlacePage page(PlaceQuery query, Language language) {
        PlaceMatches found = find(query, localNames.classifier(language));
        Integer total = query.text() == null || query.text().isBlank() ? countPassing(query) : null;
        boolean more = found.size() == query.limit() && (total == null || query.offset() + query.limit() < total);
        return new PlacePage(shape.list(gazetteer, found, localNames.in(language)), total, more);
    }

    /** Each query's answer as {results} or its refusal as {error}, in order. */
    public JsonBody searchAll(List<JsonValue> queries, Language language) {
        LocalNames local = localNames.in(language);
        NameClassifier classifier = localNames.classifier(language);
        return BatchAnswer.of(queries, GazetteerLookup.MAX_BATCH, "query", "queries",
                query -> JsonBody.perRequest(batchElement(query, local, classifier)));
    }

    private byte[] batchElement(JsonValue query, LocalNames local, NameClassifier classifier) {
        byte[] results;
        try {
            results = search(PlaceQuery.parse(query, shape == FeatureJson.CITY ? SearchParameter.CITY_NAMES
                    : SearchParameter.PLACE_NAMES), local, classifier).utf8();
        } catch (InvalidRequestException e) {
            return GeneratedJson.bytes(96, json -> json.writeStartObject().write("error", e.getMessage()).writeEnd());
        }
        ByteArrayOutputStream element = new ByteArrayOutputStream(results.length + 16);
        element.writeBytes(RESULTS_MEMBER);
        element.writeBytes(results);
        element.write('}');
        return element.toByteArray();
    }

    private JsonBody search(PlaceQuery query, LocalNames local, NameClassifier classifier) {
        return shape.list(gazetteer, find(query, classifier), local);
    }

    /**
     * The rows a search finds, best first, with what the query asks of them, typo-tolerant as typos allows (whatever
     * the query's fuzzy says); for callers that write their own answer.
     */
    public PlaceMatches find(PlaceQuery query, Typos typos, Language language) {
        return find(query, typos, localNames.classifier(language));
    }

    /**
     * The rows a search finds, best first, among the rows that also pass {@code also} (a caller's condition beyond
     * the query's filters, such as several countries); typo-tolerant as typos allows. With {@code qualified}, the
     * text is read as a name and its qualifiers, else as a name alone.
     */
    public PlaceMatches find(PlaceQuery query, IntPredicate also, Typos typos, Language language,
                             boolean qualified) {
        return find(query, filterOf(query).alsoMatching(also), typos, localNames.classifier(language), qualified);
    }

    /** How many rows pass the query's filters: all of them where it has none. */
    private int countPassing(PlaceQuery query) {
        RowFilter filter = filterOf(query);
        return filter.isNone() ? gazetteer.size() : gazetteer.search().count(new byte[0], filter);
    }

    /** How many rows hold the query's text (typos aside) and pass its filters and {@code also}. */
    public int count(PlaceQuery query, IntPredicate also) {
        return gazetteer.search().count(foldedText(query).getBytes(StandardCharsets.UTF_8),
                filterOf(query).alsoMatching(also));
    }

    /** A page after the first is the first offset + limit results, the offset skipped: one ranked order. */
    private PlaceMatches find(PlaceQuery query, NameClassifier classifier) {
        Typos typos = query.fuzzy() ? Typos.TWO : Typos.NONE;
        return query.offset() == 0 ? find(query, typos, classifier)
                : find(query.fromTheStart(), typos, classifier).from(query.offset());
    }

    private PlaceMatches find(PlaceQuery query, Typos typos, NameClassifier classifier) {
        return find(query, filterOf(query), typos, classifier, true);
    }

    private PlaceMatches find(PlaceQuery query, RowFilter filter, Typos typos, NameClassifier classifier,
                              boolean qualified) {
        foldedText(query);
        return new QualifiedSearch(gazetteer, new SearchPlan(gazetteer.search(), classifier), query, filter, typos)
                .search(query.text() == null ? "" : query.text(), qualified && qualifiers.size() > 0
                        ? new QueryReader(qualifiers) : null);
    }

    private static String foldedText(PlaceQuery query) {
        String folded = query.text() == null ? "" : TextFolding.fold(query.text());
        if (query.text() != null && !query.text().isBlank() && folded.isEmpty()) {
            throw new InvalidRequestException("q must contain at least one letter or digit");
        }
        return folded;
    }

    public LocalNameView localNames() {
        return localNames;
    }

    public QualifierDictionary qualifiers() {
        return qualifiers;
    }

    public GazetteerView gazetteer() {
        return gazetteer;
    }

    private RowFilter filterOf(PlaceQuery given) {
        PlaceQuery query = new ExplicitUnits(gazetteer, countries, qualifiers).resolved(given);
        if (query.admin1Code() != null && query.admin1Code().indexOf('-') > 0) {
            return filterOf(withAdmin1OfIsoCode(query));
        }
        int country = countryNumber(query.countryCode());
        int admin1 = gazetteer.admin1Number(query.admin1Code());
        if (query.admin1Code() != null) {
            List<String> countries = gazetteer.countriesWithAdmin1(admin1);
            if (query.countryCode() == null && countries.size() > 1) {
                throw new InvalidRequestException("admin1 " + query.admin1Code() + " is a first-level division "
                        + "code in " + countries.size() + " countries (" + String.join(", ", countries.subList(0,
                        Math.min(5, countries.size()))) + (countries.size() > 5 ? ", ..." : "")
                        + "); give country as well");
            }
            if (query.countryCode() == null && countries.size() == 1) {
                country = gazetteer.countryNumber(countries.get(0));
            } else if (country >= 0 && !countries.contains(query.countryCode())) {
                throw new InvalidRequestException("admin1 " + query.admin1Code() + " is not a first-level division "
                        + "code of " + query.countryCode());
            } else if (countries.isEmpty()) {
                throw new InvalidRequestException("admin1 " + query.admin1Code()
                        + " is not a first-level division code");
            }
        }
        SearchArea area = SearchArea.of(query.bbox(), query.focus() == null ? null : query.focus().point(),
                query.radiusKm());
        return RowFilter.NONE.inCountry(country).ofClass(featureClass(query.featureClass())).inAdmin1(admin1)
                .inside(area);
    }

    /** The query with its ISO 3166-2 admin1 put as the GeoNames country and admin1 codes it names. */
    private PlaceQuery withAdmin1OfIsoCode(PlaceQuery query) {
        String key = isoCodes.admin1KeyOf(query.admin1Code()).orElseThrow(() -> new InvalidRequestException(
                "admin1 " + query.admin1Code() + " is not the ISO 3166-2 code of a first-level division"));
        String country = key.substring(0, 2);
        if (query.countryCode() != null && !query.countryCode().equals(country)) {
            throw new InvalidRequestException("admin1 " + query.admin1Code() + " is not a first-level division of "
                    + query.countryCode());
        }
        return query.withAdmin1(country, key.substring(3));
    }

    public JsonBody byId(int geonameId, Language language) {
        return shape.one(gazetteer, gazetteer.requireRow(geonameId, shape.kind()), localNames.in(language));
    }

    public JsonBody near(NearQuery query, Language language) {
        double maxKm = query.radiusKm() == null ? Double.POSITIVE_INFINITY : query.radiusKm();
        NearestNeighbourIndex.Neighbours nearest = gazetteer.nearest(query.point().latitude(),
                query.point().longitude(), query.offset() + query.limit(), maxKm, countryNumber(query.countryCode()),
                featureClass(query.featureClass()));
        return shape.near(gazetteer, nearest.from(query.offset()), localNames.in(language));
    }

    /** A code that no feature carries is still a valid filter when it is a real country: it matches nothing. */
    private int countryNumber(String countryCode) {
        int number = gazetteer.countryNumber(countryCode);
        if (number == GazetteerView.NO_SUCH_COUNTRY && !countries.isCountryCode(countryCode)) {
            throw new InvalidRequestException("country " + countryCode + " is not an ISO 3166-1 alpha-2 code");
        }
        return number;
    }

    private static int featureClass(Character featureClass) {
        return featureClass == null ? GazetteerView.ANY : featureClass;
    }
}
