package dev.geolookup.api.text;

import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.Arrays;

/**
 * The matching forms of names and queries.
 * <p>
 * {@link #fold} is the form place, city and country-name search compare: NFKD, accents dropped, case folded, the
 * letters that do not decompose folded by hand, and everything but letters, digits and the marks of a word dropped,
 * so "SAINT-ÉTIENNE", "saint etienne" and "Saint-Étienne" all become "saintetienne".
 * <p>
 * A combining mark is an accent to drop only after a letter of a script that writes its accents and vowel points
 * as optional marks (Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic). Elsewhere the marks are letters of the word
 * itself: the vowel signs of Devanagari and Thai, the voicing marks of Japanese kana. Dropping those would make
 * different names one key ("กิน" and "กน") or empty a name; they are kept.
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
        boolean marksAreAccents = true;
        for (int i = 0; i < decomposed.length(); ) {
            int codePoint = decomposed.codePointAt(i);
            i += Character.charCount(codePoint);
            if (isMark(codePoint)) {
                if (!marksAreAccents) {
                    folded.appendCodePoint(codePoint);
                }
                continue;
            }
            marksAreAccents = writesAccentsAsMarks(codePoint);
            int lower = Character.toLowerCase(codePoint);
            String replacement = undecomposableLetter(lower);
            if (replacement != null) {
                folded.append(replacement);
            } else if (keepNonAlphanumerics || Character.isLetterOrDigit(lower)) {
                folded.appendCodePoint(lower);
            }
        }
        return folded.toString();
    }

    /**
     * Whether the character belongs to a word: a letter, a digit, or a mark (a vowel sign of Devanagari is a
     * spacing mark, neither letter nor digit, and yet inside the word).
     */
    public static boolean isWordCharacter(int codePoint) {
        return Character.isLetterOrDigit(codePoint) || isMark(codePoint);
    }

    private static boolean isMark(int codePoint) {
        int type = Character.getType(codePoint);
        return type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
                || type == Character.ENCLOSING_MARK;
    }

    /** Whether the marks that follow this character are accents or points, which matching leaves out. */
    private static boolean writesAccentsAsMarks(int codePoint) {
        return switch (Character.UnicodeScript.of(codePoint)) {
            case LATIN, GREEK, CYRILLIC, ARMENIAN, HEBREW, ARABIC, COMMON, INHERITED -> true;
            default -> false;
        };
    }

    /**
     * Where the words of a text begin in its folded form, as offsets into the UTF-8 bytes of {@link #fold}: a word
     * begins at a {@link #isWordCharacter word character} that follows one that is not, or the start. Ascending,
     * distinct.
     */
    public static int[] foldedWordStarts(String text) {
        if (text == null || text.isEmpty()) {
            return new int[0];
        }
        if (isAscii(text)) {
            return asciiWordStarts(text);
        }
        int[] starts = new int[text.length()];
        int count = 0;
        boolean previousIsWordCharacter = false;
        for (int i = 0; i < text.length(); ) {
            int codePoint = text.codePointAt(i);
            boolean wordCharacter = isWordCharacter(codePoint);
            if (wordCharacter && !previousIsWordCharacter) {
                // Folding never joins across a word start, so the folded prefix ends where the word's fold begins.
                int offset = fold(text.substring(0, i)).getBytes(StandardCharsets.UTF_8).length;
                if (count == 0 || starts[count - 1] != offset) {
                    starts[count++] = offset;
                }
            }
            previousIsWordCharacter = wordCharacter;
            i += Character.charCount(codePoint);
        }
        return Arrays.copyOf(starts, count);
    }

    /**
     * {@link #foldedWordStarts} of ASCII text in one pass: its fold keeps each letter and digit as one byte and drops
     * the rest, and those are its word characters, so a word begins in the fold after the letters and digits before
     * it. A gazetteer load asks this of every name of millions of features.
     */
    private static int[] asciiWordStarts(String text) {
        int[] starts = new int[text.length()];
        int count = 0;
        int kept = 0;
        boolean previousIsWordCharacter = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean wordCharacter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
            if (wordCharacter && !previousIsWordCharacter) {
                starts[count++] = kept;
            }
            if (wordCharacter) {
                kept++;
            }
            previousIsWordCharacter = wordCharacter;
        }
        return Arrays.copyOf(starts, count);
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
