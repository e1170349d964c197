package dev.geolookup.country;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.country.FieldSelection;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CountryAnswerCacheTest {

    private final CountryAnswerCache answers = new CountryAnswerCache();
    private final AtomicInteger written = new AtomicInteger();

    private Supplier<JsonBody> writer(String json) {
        return () -> {
            written.incrementAndGet();
            return JsonBody.of(json);
        };
    }

    @Test
    void aRepeatedQueryIsAnsweredWithoutWritingAgain() {
        CountryAnswerCache.Query europe = new CountryAnswerCache.Query("region", "europe", FieldSelection.LEAN);
        JsonBody first = answers.answer(europe, writer("[{\"name\":\"Germany\"}]"));
        JsonBody second = answers.answer(new CountryAnswerCache.Query("region", "europe", FieldSelection.LEAN),
                writer("[\"not this\"]"));

        assertThat(second).isSameAs(first);
        assertThat(second.text()).isEqualTo("[{\"name\":\"Germany\"}]");
        assertThat(written).hasValue(1);
    }

    @Test
    void queriesThatDifferInWhatIsAskedArgumentOrFieldsHaveTheirOwnAnswers() {
        answers.answer(new CountryAnswerCache.Query("region", "europe", FieldSelection.LEAN), writer("[1]"));
        JsonBody full = answers.answer(new CountryAnswerCache.Query("region", "europe", FieldSelection.FULL), writer("[2]"));
        JsonBody asia = answers.answer(new CountryAnswerCache.Query("region", "asia", FieldSelection.LEAN), writer("[3]"));
        JsonBody subregion = answers.answer(new CountryAnswerCache.Query("subregion", "europe", FieldSelection.LEAN),
                writer("[4]"));
        JsonBody custom = answers.answer(new CountryAnswerCache.Query("region", "europe",
                FieldSelection.parse("name,capital", null)), writer("[5]"));

        assertThat(List.of(full.text(), asia.text(), subregion.text(), custom.text()))
                .containsExactly("[2]", "[3]", "[4]", "[5]");
        assertThat(answers.answer(new CountryAnswerCache.Query("region", "europe",
                FieldSelection.parse("capital, name", null)), writer("[6]")).text())
                .as("the same fields named in another order are the same query").isEqualTo("[5]");
        assertThat(written).hasValue(5);
    }

    @Test
    void anAnswerNotFoundIsNotKept() {
        CountryAnswerCache.Query atlantis = new CountryAnswerCache.Query("name", "atlantis", FieldSelection.LEAN);
        Supplier<JsonBody> nothingFound = () -> {
            written.incrementAndGet();
            throw new RecordNotFoundException();
        };

        assertThatThrownBy(() -> answers.answer(atlantis, nothingFound)).isInstanceOf(RecordNotFoundException.class);
        assertThatThrownBy(() -> answers.answer(atlantis, nothingFound)).isInstanceOf(RecordNotFoundException.class);
        assertThat(written).hasValue(2);
    }

    @Test
    void eachViewVersionKeepsItsOwnAnswers() {
        CountryView older = CountryView.of(1, List.of(new Country("AA", "AAA", "Old name", 0)));
        CountryView newer = CountryView.of(2, List.of(new Country("AA", "AAA", "New name", 0)));
        CountryAnswerCache.Query everything = new CountryAnswerCache.Query("countries", "all", FieldSelection.LEAN);

        String before = older.answer(everything, () -> CountryJson.list(older.entries(), FieldSelection.LEAN)).text();
        String after = newer.answer(everything, () -> CountryJson.list(newer.entries(), FieldSelection.LEAN)).text();

        assertThat(before).contains("Old name");
        assertThat(after).contains("New name").doesNotContain("Old name");
    }
}
