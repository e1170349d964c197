package dev.geolookup.search.rows;

import dev.geolookup.readmodel.ByteColumn;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The row lists of the n-gram index: spans plain, sliced and packed as gaps, and their intersection. */
class RowListsTest {

    @Test
    void aPackedListGivesBackItsRowsWhateverTheSizeOfItsGaps() {
        Random random = new Random(3);
        for (int list = 0; list < 200; list++) {
            int[] rows = sortedRows(random, 1 + random.nextInt(300), list % 3 == 0 ? 3_000_000 : 400);
            byte[] packed = packedGaps(rows, -1);
            assertThat(rowsOf(RowSpan.packed(ByteColumn.of(packed), 0, rows.length).walk())).containsExactlyElementsOf(boxed(rows));
            // Read from within: the entry before the first gap is given.
            int from = rows.length / 2;
            byte[] tail = packedGaps(Arrays.copyOfRange(rows, from, rows.length), from == 0 ? -1 : rows[from - 1]);
            assertThat(rowsOf(RowSpan.packed(ByteColumn.of(tail), 0, rows.length - from, from == 0 ? -1 : rows[from - 1]).walk()))
                    .containsExactlyElementsOf(boxed(Arrays.copyOfRange(rows, from, rows.length)));
        }
    }

    @Test
    void aRangeAndASliceGiveTheirRowsInOrder() {
        assertThat(rowsOf(RowSpan.range(5, 9).walk())).containsExactly(5, 6, 7, 8);
        assertThat(rowsOf(RowSpan.range(5, 5).walk())).isEmpty();
        int[] rows = {2, 4, 8, 16, 32};
        assertThat(rowsOf(RowSpan.slice(rows, 1, 4).walk())).containsExactly(4, 8, 16);
        assertThat(RowSpan.slice(rows, 1, 4).length()).isEqualTo(3);
        assertThat(rowsOf(RowSpan.EMPTY.walk())).isEmpty();
    }

    @Test
    void theIntersectionHoldsTheRowsEveryListHolds() {
        Random random = new Random(4);
        for (int trial = 0; trial < 300; trial++) {
            int lists = 1 + random.nextInt(4);
            List<int[]> rowLists = new ArrayList<>();
            for (int i = 0; i < lists; i++) {
                rowLists.add(sortedRows(random, random.nextInt(200), 500));
            }
            TreeSet<Integer> expected = new TreeSet<>(IntStream.of(rowLists.get(0)).boxed().toList());
            for (int[] rows : rowLists) {
                expected.retainAll(IntStream.of(rows).boxed().toList());
            }
            RowSpan[] others = rowLists.subList(1, lists).stream()
                    .map(rows -> random.nextBoolean() ? RowSpan.slice(rows, 0, rows.length)
                            : RowSpan.packed(ByteColumn.of(packedGaps(rows, -1)), 0, rows.length))
                    .toArray(RowSpan[]::new);
            int[] first = rowLists.get(0);
            RowIntersection intersection = new RowIntersection(RowSpan.slice(first, 0, first.length), others);
            assertThat(rowsOf(intersection)).containsExactlyElementsOf(expected);
        }
    }

    private static int[] sortedRows(Random random, int count, int bound) {
        TreeSet<Integer> rows = new TreeSet<>();
        while (rows.size() < Math.min(count, bound)) {
            rows.add(random.nextInt(bound));
        }
        return rows.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Gaps from the entry before, seven bits a byte, the high bit set on every byte but a gap's last. */
    private static byte[] packedGaps(int[] rows, int before) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int previous = before;
        for (int row : rows) {
            int gap = row - previous;
            previous = row;
            while (gap >= 0x80) {
                out.write((gap & 0x7F) | 0x80);
                gap >>>= 7;
            }
            out.write(gap);
        }
        return out.toByteArray();
    }

    private static List<Integer> boxed(int[] rows) {
        return IntStream.of(rows).boxed().toList();
    }

    private static List<Integer> rowsOf(RowWalk walk) {
        List<Integer> rows = new ArrayList<>();
        while (walk.hasNext()) {
            rows.add(walk.next());
        }
        return rows;
    }
}
