package dev.geolookup.place;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The admin codes that replace a gazetteer's given ones, row by row: where GeoNames' row carries a code no listed
 * division has, or, after a reform, another division's than the one the feature lies in. Made for one view from the
 * views of the divisions, which are served after it, so the view takes them once they are made
 * ({@link GazetteerView#correct}).
 */
public final class AdminCodeCorrections {

    /** No row corrected. */
    public static final AdminCodeCorrections NONE = new AdminCodeCorrections(null, new int[0], new String[0],
            new String[0], new int[0], new int[0], new BitSet(), Set.of(), null);

    /** Stands for a corrected code the view's dictionary lacks: it equals no number a filter asks for. */
    static final int UNREPRESENTED = Integer.MIN_VALUE;

    private final GazetteerView view;
    private final int[] rows;
    private final String[] admin1Codes;
    private final String[] admin2Codes;
    private final int[] admin1Numbers;
    private final int[] admin2Numbers;
    private final BitSet corrected;
    /** The (country number, admin1 number) pairs the corrected rows carry, packed by {@link #pair}. */
    private final Set<Long> admin1Pairs;
    private final Object madeWith;

    private AdminCodeCorrections(GazetteerView view, int[] rows, String[] admin1Codes, String[] admin2Codes,
                                 int[] admin1Numbers, int[] admin2Numbers, BitSet corrected, Set<Long> admin1Pairs,
                                 Object madeWith) {
        this.view = view;
        this.rows = rows;
        this.admin1Codes = admin1Codes;
        this.admin2Codes = admin2Codes;
        this.admin1Numbers = admin1Numbers;
        this.admin2Numbers = admin2Numbers;
        this.corrected = corrected;
        this.admin1Pairs = admin1Pairs;
        this.madeWith = madeWith;
    }

    /** Whether these were made for this view from that edition of the divisions' views. */
    public boolean madeFor(GazetteerView view, Object edition) {
        return this.view == view && Objects.equals(this.madeWith, edition);
    }

    /** How many rows carry another code than the one given. */
    public int size() {
        return rows.length;
    }

    boolean covers(int row) {
        return corrected.get(row);
    }

    String admin1Code(int row) {
        return admin1Codes[Arrays.binarySearch(rows, row)];
    }

    String admin2Code(int row) {
        return admin2Codes[Arrays.binarySearch(rows, row)];
    }

    int admin1Number(int row) {
        return admin1Numbers[Arrays.binarySearch(rows, row)];
    }

    int admin2Number(int row) {
        return admin2Numbers[Arrays.binarySearch(rows, row)];
    }

    boolean carries(int country, int admin1) {
        return admin1Pairs.contains(pair(country, admin1));
    }

    private static long pair(int country, int admin1) {
        return (long) country << 32 | admin1 & 0xFFFFFFFFL;
    }

    /** Collects the corrections of one view, rows in ascending order. */
    public static final class Builder {

        private final GazetteerView view;
        private final Object edition;
        private final BitSet corrected = new BitSet();
        private int[] rows = new int[64];
        private final List<String> admin1 = new ArrayList<>();
        private final List<String> admin2 = new ArrayList<>();

        /** @param edition what the corrections were made with, so that a view is corrected once per edition */
        public Builder(GazetteerView view, Object edition) {
            this.view = view;
            this.edition = edition;
        }

        /**
         * The codes this row carries instead of the given ones; null where the row carries no code of that level.
         *
         * @throws IllegalArgumentException for a row not after the last one corrected
         */
        public Builder correct(int row, String admin1Code, String admin2Code) {
            int count = admin1.size();
            if (count > 0 && row <= rows[count - 1]) {
                throw new IllegalArgumentException("row " + row + " is not after row " + rows[count - 1]);
            }
            if (count == rows.length) {
                rows = Arrays.copyOf(rows, count * 2);
            }
            rows[count] = row;
            admin1.add(admin1Code);
            admin2.add(admin2Code);
            corrected.set(row);
            return this;
        }

        public AdminCodeCorrections build() {
            int count = admin1.size();
            int[] sortedRows = Arrays.copyOf(rows, count);
            int[] admin1Numbers = new int[count];
            int[] admin2Numbers = new int[count];
            Set<Long> pairs = new HashSet<>();
            for (int i = 0; i < count; i++) {
                admin1Numbers[i] = numberOf(view.admin1Number(admin1.get(i)));
                admin2Numbers[i] = numberOf(view.admin2Number(admin2.get(i)));
                if (admin1Numbers[i] > 0) {
                    pairs.add(pair(view.countryNumberOf(sortedRows[i]), admin1Numbers[i]));
                }
            }
            return new AdminCodeCorrections(view, sortedRows, admin1.toArray(String[]::new),
                    admin2.toArray(String[]::new), admin1Numbers, admin2Numbers, (BitSet) corrected.clone(),
                    Set.copyOf(pairs), edition);
        }

        /** The number a row carries for a code: 0 for none, as the view's columns have it. */
        private static int numberOf(int dictionaryNumber) {
            return dictionaryNumber == GazetteerView.ANY ? 0
                    : dictionaryNumber == GazetteerView.NO_SUCH_DIVISION ? UNREPRESENTED : dictionaryNumber;
        }
    }
}
