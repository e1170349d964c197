package dev.geolookup.postal;

import dev.geolookup.api.text.TextFolding;
import dev.geolookup.readmodel.TextColumn;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class PlaceNameIndexTest {

    private static PlaceNameIndex of(List<String> names) {
        TextColumn.Builder column = new TextColumn.Builder();
        names.forEach(column::add);
        return new PlaceNameIndex(column.build(), names.size());
    }

    @Test
    void findsEveryRowOfANameFoldedAlikeInRowOrder() {
        PlaceNameIndex index = of(List.of("Beverly Hills", "München", "beverly hills", "Belmont", "MUNCHEN", ""));
        assertThat(index.rowsNamed(TextFolding.fold("Beverly-Hills"), row -> true)).containsExactly(0, 2);
        assertThat(index.rowsNamed(TextFolding.fold("Munchen"), row -> true)).containsExactly(1, 4);
        assertThat(index.rowsNamed(TextFolding.fold("munchen"), row -> row != 1)).containsExactly(4);
        assertThat(index.rowsNamed(TextFolding.fold("Belmon"), row -> true)).as("whole names only").isEmpty();
        assertThat(index.rowsNamed("", row -> true)).isEmpty();
    }
}
