package dev.geolookup.place;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.place.SearchOrder;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.search.index.RowFilter;
import dev.geolookup.search.plan.SearchPlan;
import dev.geolookup.search.score.MatchKind;
import dev.geolookup.search.score.NameClass;
import dev.geolookup.search.score.ScoreParts;
import dev.geolookup.search.score.SearchScore;
import dev.geolookup.search.score.Typos;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A name search over every reading of the query ({@link QueryReader}): each reading's name searched among the places
 * that lie in its qualifiers, in each form of the name ({@link NameForms}), all ranked by the one score
 * ({@link SearchScore}) and merged, a place found by several readings counting once at its best. Where no reading
 * finds anything and the text has commas, the name before them is searched alone and each place found says which
 * qualifiers it does not lie in; where explicit filters contradict every qualifier, the search is refused with why.
 */
final class QualifiedSearch {

    private record Hit(int row, double total, ScoreParts parts, String matchedName, double distanceKm,
                       QueryReading reading) {
    }

    private final GazetteerView gazetteer;
    private final SearchPlan plan;
    private final PlaceQuery query;
    private final RowFilter base;
    private final Typos typos;
    private final List<String> contradictions = new ArrayList<>();

    QualifiedSearch(GazetteerView gazetteer, SearchPlan plan, PlaceQuery query, RowFilter base, Typos typos) {
        this.gazetteer = gazetteer;
        this.plan = plan;
        this.query = query;
        this.base = base;
        this.typos = typos;
    }

    /** The best rows of every reading; a null reader reads the text as a name only. */
    PlaceMatches search(String text, QueryReader reader) {
        List<QueryReading> readings = reader == null || text.isBlank() ? List.of(QueryReading.whole(text))
                : reader.read(text);
        if (readings.size() == 1 && NameForms.of(text).size() == 1) {
            return nameOnly(text, reader);
        }
        Map<Integer, Hit> hits = new HashMap<>();
        for (QueryReading reading : readings) {
            if (reading.isUnitAlone()) {
                offerUnits(reading, hits);
                continue;
            }
            RowFilter filter = filterOf(reading);
            if (filter == null) {
                continue;
            }
            // Read with qualifiers too, the text is words of a place's name: none is sought inside another word.
            SearchPlan readingPlan = plan.wordStartsOnly();
            for (String form : NameForms.of(reading.name())) {
                SearchPlan.Found found = readingPlan.search(form, filter, query.focus(), query.order(), query.limit(),
                        typos, true);
                double penalty = reading.completes() ? SearchScore.COMPLETED_QUALIFIER : 0;
                for (int i = 0; i < found.rows().length; i++) {
                    offer(hits, new Hit(found.rows()[i], found.explanations()[i].total() - penalty,
                            found.explanations()[i],
                            found.matchedNames()[i], found.distancesKm() == null ? Double.NaN
                            : found.distancesKm()[i], reading));
                }
            }
        }
        List<Hit> best = hits.values().stream().sorted(Comparator.comparingDouble(Hit::total).reversed()
                .thenComparingInt(Hit::row)).limit(query.limit()).toList();
        if (best.isEmpty() && !contradictions.isEmpty()) {
            throw new InvalidRequestException(contradictions.get(0));
        }
        QueryReading asWritten = best.isEmpty() && reader != null ? reader.asWritten(text) : null;
        if (asWritten != null) {
            return nearestAnswer(asWritten);
        }
        return matchesOf(best, best.stream().map(hit -> List.<String>of()).toList());
    }

    /** The text as a name in one form: the plan's answer as it is, with nothing to merge. */
    private PlaceMatches nameOnly(String text, QueryReader reader) {
        SearchPlan.Found found = plan.search(TextFolding.fold(text), base, query.focus(), query.order(),
                query.limit(), typos, query.explain());
        if (found.rows().length == 0 && reader != null) {
            QueryReading asWritten = reader.asWritten(text);
            if (asWritten != null) {
                return nearestAnswer(asWritten);
            }
        }
        QueryReading[] readings = null;
        if (query.explain()) {
            readings = new QueryReading[found.rows().length];
            Arrays.fill(readings, QueryReading.whole(text));
        }
        return new PlaceMatches(found.rows(), found.distancesKm(), found.matchedNames(), found.explanations(),
                readings, Collections.nCopies(found.rows().length, List.of()));
    }

    /** The name alone, each place saying which of the qualifiers as written it does not lie in. */
    private PlaceMatches nearestAnswer(QueryReading asWritten) {
        SearchPlan.Found found = plan.search(TextFolding.fold(asWritten.name()), base, query.focus(), query.order(),
                query.limit(), typos, true);
        List<Hit> hits = new ArrayList<>();
        List<List<String>> unmatched = new ArrayList<>();
        for (int i = 0; i < found.rows().length; i++) {
            int row = found.rows()[i];
            hits.add(new Hit(row, found.explanations()[i].total(), found.explanations()[i], found.matchedNames()[i],
                    found.distancesKm() == null ? Double.NaN : found.distancesKm()[i], QueryReading.whole(
                    asWritten.name())));
            unmatched.add(asWritten.qualifiers().stream().filter(qualifier -> qualifier.units().stream()
                    .noneMatch(unit -> liesIn(row, unit))).map(QueryReading.Qualifier::text).toList());
        }
        return matchesOf(hits, unmatched);
    }

    private PlaceMatches matchesOf(List<Hit> hits, List<List<String>> unmatched) {
        int[] rows = hits.stream().mapToInt(Hit::row).toArray();
        double[] distances = query.focus() == null ? null : hits.stream().mapToDouble(Hit::distanceKm).toArray();
        String[] matchedNames = hits.stream().map(Hit::matchedName).toArray(String[]::new);
        ScoreParts[] parts = query.explain() ? hits.stream().map(Hit::parts).toArray(ScoreParts[]::new) : null;
        QueryReading[] readings = query.explain() ? hits.stream().map(Hit::reading).toArray(QueryReading[]::new)
                : null;
        return new PlaceMatches(rows, distances, matchedNames, parts, readings, unmatched);
    }

    private static void offer(Map<Integer, Hit> hits, Hit hit) {
        hits.merge(hit.row(), hit, (kept, offered) -> offered.total() > kept.total() ? offered : kept);
    }

    /** A code alone: the feature that is its unit, where the gazetteer holds it, as if its name had been given. */
    private void offerUnits(QueryReading reading, Map<Integer, Hit> hits) {
        for (PlaceQualifier unit : reading.qualifiers().get(0).units()) {
            int row = unit.level() == PlaceQualifier.Level.COUNTRY ? gazetteer.countryFeatureRow(unit.countryCode())
                    : unit.geonameId() == 0 ? -1 : gazetteer.rowOf(unit.geonameId());
            if (row < 0 || !gazetteer.accepted(base).test(row)) {
                continue;
            }
            double importance = SearchScore.importance(gazetteer.population(row), gazetteer.featureCode(row));
            double text = query.order() == SearchOrder.POPULATION ? 0 : SearchScore.bestText(MatchKind.EQUAL);
            ScoreParts parts = new ScoreParts(gazetteer.name(row), NameClass.OWN, MatchKind.EQUAL, text, importance,
                    0, 0, text + importance);
            offer(hits, new Hit(row, parts.total(), parts, null, Double.NaN, reading));
        }
    }

    /**
     * The query's filter, narrowed to the places that lie in one unit of each qualifier; null where no place can,
     * an explicit country or admin1 contradicting a qualifier being noted.
     */
    private RowFilter filterOf(QueryReading reading) {
        if (reading.isWhole()) {
            return base;
        }
        List<UnitSet> qualifiers = new ArrayList<>();
        int onlyCountry = RowFilter.ANY;
        boolean oneCountry = true;
        int onlyAdmin1 = RowFilter.ANY;
        for (QueryReading.Qualifier qualifier : reading.qualifiers()) {
            List<int[]> units = new ArrayList<>();
            List<PlaceQualifier> excluded = new ArrayList<>();
            for (PlaceQualifier unit : qualifier.units()) {
                int[] numbers = numbersOf(unit);
                if (numbers == null) {
                    continue;
                }
                if ((base.country() != RowFilter.ANY && numbers[0] != base.country())
                        || (base.admin1() != RowFilter.ANY && numbers[1] != RowFilter.ANY
                        && numbers[1] != base.admin1())) {
                    excluded.add(unit);
                    continue;
                }
                units.add(numbers);
                oneCountry &= onlyCountry == RowFilter.ANY || onlyCountry == numbers[0];
                onlyCountry = numbers[0];
            }
            if (units.isEmpty()) {
                if (!excluded.isEmpty()) {
                    contradictions.add("'" + qualifier.text() + "' in q names " + excluded.stream()
                            .map(unit -> unit.name() + " (" + unit.key() + ")").distinct().limit(3)
                            .collect(Collectors.joining(", ")) + ", which the country or admin1 given excludes");
                }
                return null;
            }
            if (units.size() == 1 && units.get(0)[1] != RowFilter.ANY) {
                onlyAdmin1 = units.get(0)[1];
            }
            qualifiers.add(UnitSet.of(units));
        }
        RowFilter filter = base;
        if (oneCountry && base.country() == RowFilter.ANY) {
            filter = filter.inCountry(onlyCountry);
            if (base.admin1() == RowFilter.ANY && onlyAdmin1 != RowFilter.ANY) {
                filter = filter.inAdmin1(onlyAdmin1);
            }
        }
        return filter.alsoMatching(row -> {
            for (UnitSet units : qualifiers) {
                if (!units.holds(gazetteer, row)) {
                    return false;
                }
            }
            return true;
        });
    }

    /** The gazetteer's numbers of the unit's country and divisions ({@link RowFilter#ANY} above its level); null
     * where no feature here carries them. */
    private int[] numbersOf(PlaceQualifier unit) {
        int country = gazetteer.countryNumber(unit.countryCode());
        int admin1 = gazetteer.admin1Number(unit.admin1Code());
        int admin2 = gazetteer.admin2Number(unit.admin2Code());
        if (country < 0 || admin1 == GazetteerView.NO_SUCH_DIVISION || admin2 == GazetteerView.NO_SUCH_DIVISION) {
            return null;
        }
        return new int[] {country, admin1, admin2};
    }

    private boolean liesIn(int row, PlaceQualifier unit) {
        int[] numbers = numbersOf(unit);
        return numbers != null && gazetteer.isIn(row, numbers[0], numbers[1], numbers[2]);
    }
}
