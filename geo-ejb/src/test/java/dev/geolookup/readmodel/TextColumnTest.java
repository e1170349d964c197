package dev.geolookup.readmodel;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class TextColumnTest {

    @TempDir
    Path directory;

    private static TextColumn column(String... texts) {
        TextColumn.Builder builder = new TextColumn.Builder();
        for (String text : texts) {
            builder.add(text);
        }
        return builder.build();
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void keepsEveryRowIncludingEmptyAndNonAsciiOnes() {
        TextColumn column = column("Köln", "", "東京", "São Paulo");
        assertThat(column.get(0)).isEqualTo("Köln");
        assertThat(column.isEmpty(1)).isTrue();
        assertThat(column.get(1)).isEmpty();
        assertThat(column.get(2)).isEqualTo("東京");
        assertThat(column.get(3)).isEqualTo("São Paulo");
        assertThat(column.end(3) - column.start(3)).isEqualTo(utf8("São Paulo").length);
    }

    @Test
    void growsPastItsFirstBuffers() {
        TextColumn.Builder builder = new TextColumn.Builder();
        for (int row = 0; row < 10_000; row++) {
            builder.add("row " + row + " " + "x".repeat(row % 40));
        }
        TextColumn column = builder.build();
        assertThat(column.get(0)).isEqualTo("row 0 ");
        assertThat(column.get(9_999)).isEqualTo("row 9999 " + "x".repeat(9_999 % 40));
    }

    @Test
    void findsANeedleOnlyInsideItsOwnRow() {
        TextColumn column = column("berlin", "lin", "paris");
        assertThat(column.contains(0, utf8("erl"))).isTrue();
        assertThat(column.contains(0, utf8("berlin"))).isTrue();
        assertThat(column.contains(0, utf8("berlinl"))).as("runs into the next row").isFalse();
        assertThat(column.contains(1, utf8("in"))).isTrue();
        assertThat(column.contains(2, utf8("lin"))).isFalse();
    }

    @Test
    void comparesBytesUnsignedAsASortedColumnIsOrdered() {
        TextColumn column = column("abc", "é");
        assertThat(column.compare(0, utf8("abc"))).isZero();
        assertThat(column.compare(0, utf8("abd"))).isNegative();
        assertThat(column.compare(0, utf8("ab"))).isPositive();
        assertThat(column.compare(1, utf8("z"))).as("0xC3 sorts after 'z' unsigned").isPositive();
    }

    @Test
    void aPermutationMovesEachRowWhereTheOrderSays() {
        TextColumn permuted = column("a", "bb", "ccc").permuted(new int[] {2, 0, 1});
        assertThat(permuted.get(0)).isEqualTo("ccc");
        assertThat(permuted.get(1)).isEqualTo("a");
        assertThat(permuted.get(2)).isEqualTo("bb");
    }

    @Test
    void aSnapshotGivesBackTheSameRows() {
        TextColumn column = column("Zürich", "", "Genève");
        TextColumn restored = SnapshotRoundTrip.of(directory.resolve("column.snapshot"), column::writeTo,
                TextColumn::readFrom);
        assertThat(restored.get(0)).isEqualTo("Zürich");
        assertThat(restored.isEmpty(1)).isTrue();
        assertThat(restored.get(2)).isEqualTo("Genève");
        assertThat(restored.sizeInBytes()).isEqualTo(column.sizeInBytes());
    }
}
