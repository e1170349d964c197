package dev.geolookup.api.text;

import java.text.Normalizer;

/**
 * The matching forms of names and queries.
 * <p>
 * {@link #fold} is the form place, city and country-name search compare: NFKD, combining marks dropped, case
 * folded, the letters that do not decompose folded by hand, and everything but letters and digits dropped, so
 * "SAINT-ÉTIENNE", "saint etienne" and "Saint-Étienne" all become "saintetienne".
 * {@link #foldCaseAndAccents} does the same but keeps every other character, for exact-name comparisons where a
 * space or a hyphen still matters.
 */
public final class TextFolding {

    private TextFolding() {
    }

    public static String fold(String text) {
        return fold(text, false);
    }

    public static String foldCaseAndAccents(String text) {
        return fold(text, true);
    }

    private static String fold(String text, boolean keepNonAlphanumerics) {
        if (text == null || text.isEmpty()) {
            return "";
        }
        if (!keepNonAlphanumerics && isAscii(text)) {
            return foldAscii(text);
        }
        String decomposed = Normalizer.normalize(text, Normalizer.Form.NFKD);
        StringBuilder folded = new StringBuilder(decomposed.length());
        decomposed.codePoints().forEach(codePoint -> {
            if (Character.getType(codePoint) == Character.NON_SPACING_MARK) {
                return;
            }
            int lower = Character.toLowerCase(codePoint);
            String replacement = undecomposableLetter(lower);
            if (replacement != null) {
                folded.append(replacement);
            } else if (keepNonAlphanumerics || Character.isLetterOrDigit(lower)) {
                folded.appendCodePoint(lower);
            }
        });
        return folded.toString();
    }

    /** Most names are plain ASCII, which NFKD leaves alone: a gazetteer load folds millions of them. */
    private static boolean isAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    private static String foldAscii(String text) {
        StringBuilder folded = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                folded.append((char) (c + ('a' - 'A')));
            } else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
                folded.append(c);
            }
        }
        return folded.toString();
    }

    private static String undecomposableLetter(int lowerCase) {
        return switch (lowerCase) {
            case 'ß' -> "ss";
            case 'æ' -> "ae";
            case 'œ' -> "oe";
            case 'ø' -> "o";
            case 'đ' -> "d";
            case 'ł' -> "l";
            case 'ı' -> "i";
            case 'þ' -> "th";
            default -> null;
        };
    }
}
