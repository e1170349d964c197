package dev.geolookup.testdata;

/**
 * The oracles' measure of a typo, written apart from the service's own fuzzy matching so that the tests judge it
 * rather than repeat it: the Damerau-Levenshtein distance in its optimal-string-alignment form (no substring is
 * edited twice), over code points.
 */
public final class EditDistance {

    private EditDistance() {
    }

    public static int between(int[] a, int[] b) {
        int[][] d = new int[a.length + 1][b.length + 1];
        for (int i = 0; i <= a.length; i++) {
            for (int j = 0; j <= b.length; j++) {
                if (i == 0 || j == 0) {
                    d[i][j] = i + j;
                    continue;
                }
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1),
                        d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1));
                if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length][b.length];
    }
}
