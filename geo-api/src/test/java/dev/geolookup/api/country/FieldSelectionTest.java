package dev.geolookup.api.country;

import dev.geolookup.api.InvalidRequestException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class FieldSelectionTest {

    @Test
    void withoutParametersTheLeanRecordOmitsFourFields() {
        FieldSelection lean = FieldSelection.parse(null, null);
        assertThat(lean.kind()).isEqualTo(FieldSelection.Kind.LEAN);
        assertThat(lean.fields()).hasSize(21).doesNotContain(CountryField.ALT_SPELLINGS, CountryField.MAPS,
                CountryField.TRANSLATIONS, CountryField.REGIONAL_BLOCS);
    }

    @Test
    void fullAndFieldsFullBothGiveEveryField() {
        assertThat(FieldSelection.parse(null, "true")).isEqualTo(FieldSelection.FULL);
        assertThat(FieldSelection.parse("full", null)).isEqualTo(FieldSelection.FULL);
        assertThat(FieldSelection.parse(null, "false")).isEqualTo(FieldSelection.LEAN);
        assertThat(FieldSelection.FULL.fields()).hasSize(25);
    }

    @Test
    void namedFieldsWinOverFullAndIgnoreBlanks() {
        FieldSelection custom = FieldSelection.parse(" name, maps ,,", "true");
        assertThat(custom.kind()).isEqualTo(FieldSelection.Kind.CUSTOM);
        assertThat(custom.fields()).containsExactlyInAnyOrder(CountryField.NAME, CountryField.MAPS);
    }

    @Test
    void unknownOrEmptyFieldsAreRejectedWithTheValidNames() {
        assertThatThrownBy(() -> FieldSelection.parse("name,cioc", null))
                .isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("unknown field 'cioc'").hasMessageContaining("regionalBlocs");
        assertThatThrownBy(() -> FieldSelection.parse(" , ", null)).isInstanceOf(InvalidRequestException.class);
        assertThatThrownBy(() -> FieldSelection.parse("", null)).isInstanceOf(InvalidRequestException.class);
        assertThatThrownBy(() -> FieldSelection.parse(null, "yes")).hasMessage("full must be true or false");
    }

    @Test
    void longUnknownNamesAreShortenedInTheMessage() {
        assertThatThrownBy(() -> FieldSelection.parse("x".repeat(10_000), null))
                .satisfies(e -> assertThat(e.getMessage().length()).isLessThan(600));
    }
}
