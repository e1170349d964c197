package dev.geolookup.api.place;

import dev.geolookup.api.InvalidRequestException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SearchOrderTest {

    @Test
    void relevanceIsTheDefaultOnlyWhenThereIsTextToMatch() {
        assertThat(SearchOrder.parse(null, true)).isEqualTo(SearchOrder.RELEVANCE);
        assertThat(SearchOrder.parse(null, false)).isEqualTo(SearchOrder.POPULATION);
        assertThat(SearchOrder.parse("Population", true)).isEqualTo(SearchOrder.POPULATION);
        assertThat(SearchOrder.parse("relevance", false)).isEqualTo(SearchOrder.RELEVANCE);
    }

    @Test
    void anotherValueIsRefusedWithTheChoices() {
        for (String rank : new String[] {"", "nonsense", "relevant"}) {
            assertThatThrownBy(() -> SearchOrder.parse(rank, true)).isInstanceOf(InvalidRequestException.class)
                    .hasMessage("rank must be relevance or population");
        }
    }
}
