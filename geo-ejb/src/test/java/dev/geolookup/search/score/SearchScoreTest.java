package dev.geolookup.search.score;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The scoring model on hand-made cases: what each part is for, and the orders it must keep. */
class SearchScoreTest {

    private static double score(NameClass nameClass, MatchKind kind, long population, String featureCode) {
        return SearchScore.total(SearchScore.text(nameClass, kind), SearchScore.importance(population, featureCode),
                0, 0);
    }

    @Test
    void aLargeCityWhoseNameStartsWithTheQueryBeatsAHamletWhoseNameEqualsIt() {
        // Mex: Mexico City over Mex, a Swiss village of 700.
        assertThat(score(NameClass.OWN, MatchKind.STARTS_WITH, 12_294_193, "PPLC"))
                .isGreaterThan(score(NameClass.OWN, MatchKind.EQUAL, 700, "PPL"));
        // ...but not a town a little larger: equality is worth about a doubling of population.
        assertThat(score(NameClass.OWN, MatchKind.EQUAL, 1_000, "PPL"))
                .isGreaterThan(score(NameClass.OWN, MatchKind.STARTS_WITH, 1_500, "PPL"));
    }

    @Test
    void anAlternateNameFindsAPlaceButNeverEarnsTheCreditOfItsOwnName() {
        // Mos: Moscow by its own name over Moss (NO) through its alternate name "Mos".
        assertThat(score(NameClass.OWN, MatchKind.STARTS_WITH, 10_381_222, "PPLC"))
                .isGreaterThan(score(NameClass.ALTERNATE, MatchKind.EQUAL, 10_381_222, "PPLC"));
        assertThat(score(NameClass.OWN, MatchKind.STARTS_WITH, 10_381_222, "PPLC"))
                .isGreaterThan(score(NameClass.ALTERNATE, MatchKind.EQUAL, 30_000, "PPL"));
        for (MatchKind kind : MatchKind.values()) {
            assertThat(SearchScore.text(NameClass.ALTERNATE, kind)).isLessThan(SearchScore.text(NameClass.OWN, kind));
        }
    }

    @Test
    void theClassesOfNamesWeighInTheirOrder() {
        NameClass[] order = {NameClass.OWN, NameClass.PREFERRED, NameClass.LANGUAGE, NameClass.ALTERNATE,
                NameClass.HISTORIC};
        for (int i = 1; i < order.length; i++) {
            assertThat(SearchScore.weight(order[i])).as("%s below %s", order[i], order[i - 1])
                    .isLessThan(SearchScore.weight(order[i - 1]));
        }
        assertThat(SearchScore.weight(NameClass.READER_LANGUAGE)).isEqualTo(SearchScore.weight(NameClass.OWN));
        assertThat(SearchScore.bestText(MatchKind.EQUAL)).isEqualTo(SearchScore.text(NameClass.READER_LANGUAGE,
                MatchKind.EQUAL));
    }

    @Test
    void theKindsOfMatchAreGradedNotTiered() {
        MatchKind[] order = {MatchKind.EQUAL, MatchKind.STARTS_WITH, MatchKind.FUZZY, MatchKind.WORD_STARTS_WITH,
                MatchKind.CONTAINS};
        for (int i = 1; i < order.length; i++) {
            assertThat(SearchScore.credit(order[i])).isLessThan(SearchScore.credit(order[i - 1]));
        }
        // A word starting with the query in a much larger place still wins: London (word "London") over a hamlet.
        assertThat(score(NameClass.OWN, MatchKind.WORD_STARTS_WITH, 8_961_989, "PPLC"))
                .isGreaterThan(score(NameClass.OWN, MatchKind.EQUAL, 1_000, "PPL"));
    }

    @Test
    void capitalsAndSeatsCountAboveTheirPopulationAndLowerDivisionsBelowIt() {
        assertThat(SearchScore.kindBonus("PPLC")).isGreaterThan(SearchScore.kindBonus("PPLA"));
        assertThat(SearchScore.kindBonus("PPLA")).isGreaterThan(SearchScore.kindBonus("PPLA2"));
        assertThat(SearchScore.kindBonus("PPLA2")).isGreaterThan(SearchScore.kindBonus("PPL"));
        assertThat(SearchScore.kindBonus("ADM2")).isLessThan(SearchScore.kindBonus("PPL"));
        assertThat(SearchScore.kindBonus(null)).isZero();
        for (String code : new String[] {"PCLI", "PPLC", "ADM1", "PPLA", "PPLA2", "PPL", "ADM2", "STM"}) {
            assertThat(SearchScore.kindBonus(code)).isLessThanOrEqualTo(SearchScore.MAX_KIND_BONUS);
        }
        // Rotterdam the city (598,199) before the municipality of the same name (651,157).
        assertThat(score(NameClass.OWN, MatchKind.EQUAL, 598_199, "PPL"))
                .isGreaterThan(score(NameClass.OWN, MatchKind.EQUAL, 651_157, "ADM2"));
    }

    @Test
    void theDistanceTermIsTheGravityModelWeighedByTheBias() {
        // At bias 0.5, a place ten times farther needs about a hundred times the population.
        double near = SearchScore.total(0, SearchScore.populationImportance(25_000), SearchScore.distance(800), 0.5);
        double far = SearchScore.total(0, SearchScore.populationImportance(2_500_000), SearchScore.distance(8_000),
                0.5);
        assertThat(far).isCloseTo(near, within(0.05));
        assertThat(SearchScore.total(1, 5, -3, 0)).isEqualTo(6);
        assertThat(SearchScore.total(1, 5, -3, 1)).isEqualTo(-2);
        assertThat(SearchScore.distance(0)).isZero();
        assertThat(SearchScore.distance(50)).isCloseTo(-2 * Math.log10(2), within(1e-12));
    }
}
