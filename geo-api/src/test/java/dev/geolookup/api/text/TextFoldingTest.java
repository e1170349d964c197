package dev.geolookup.api.text;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class TextFoldingTest {

    @Test
    void foldsAccentsCaseAndPunctuationAway() {
        assertThat(TextFolding.fold("SAINT-ÉTIENNE")).isEqualTo("saintetienne");
        assertThat(TextFolding.fold("saint etienne")).isEqualTo("saintetienne");
        assertThat(TextFolding.fold("N'Djamena")).isEqualTo("ndjamena");
        assertThat(TextFolding.fold("Côte d'Ivoire")).isEqualTo("cotedivoire");
    }

    @Test
    void foldsTheLettersThatDoNotDecompose() {
        assertThat(TextFolding.fold("Straße")).isEqualTo("strasse");
        assertThat(TextFolding.fold("Æble Œuvre")).isEqualTo("aebleoeuvre");
        assertThat(TextFolding.fold("Ørsted Đakovo Łódź")).isEqualTo("orsteddakovolodz");
        assertThat(TextFolding.fold("Iğdır")).isEqualTo("igdir");
        assertThat(TextFolding.fold("Þingvellir")).isEqualTo("thingvellir");
    }

    @Test
    void keepsLettersOfOtherScriptsAndDigits() {
        assertThat(TextFolding.fold("東京 2020")).isEqualTo("東京2020");
        assertThat(TextFolding.fold("Москва")).isEqualTo("москва");
    }

    @Test
    void keepsEveryScriptSearchableWithoutMergingNames() {
        assertThat(TextFolding.fold("Αθήνα")).isEqualTo("αθηνα");
        assertThat(TextFolding.fold("ירושלים")).isEqualTo("ירושלים");
        assertThat(TextFolding.fold("יְרוּשָׁלַיִם")).as("Hebrew points are dropped like accents").isEqualTo("ירושלים");
        assertThat(TextFolding.fold("القاهرة")).isEqualTo("القاهرة");
        assertThat(TextFolding.fold("دِمَشْق")).as("Arabic vowel marks are dropped like accents").isEqualTo("دمشق");
        assertThat(TextFolding.fold("北京")).isEqualTo("北京");
        // Hangul syllables decompose (NFKD) into their letters, jamo, which are kept: a query typed as syllables
        // and a name stored as either form fold alike, and one syllable apart is another name.
        assertThat(TextFolding.fold("서울")).isEqualTo("\u1109\u1165\u110B\u116E\u11AF")
                .isEqualTo(TextFolding.fold("서 울")).isEqualTo(TextFolding.fold("\u1109\u1165\u110B\u116E\u11AF"))
                .isNotEqualTo(TextFolding.fold("서올"));
        // Vowel signs and voicing marks are part of the word: names that differ by one stay apart.
        assertThat(TextFolding.fold("दिल्ली")).isNotEqualTo(TextFolding.fold("दल्ल"));
        assertThat(TextFolding.fold("กิน")).isNotEqualTo(TextFolding.fold("กน"));
        assertThat(TextFolding.fold("ガ")).isNotEqualTo(TextFolding.fold("カ"));
        assertThat(TextFolding.fold("กรุงเทพมหานคร")).hasSameSizeAs("กรุงเทพมหานคร");
    }

    @Test
    void marksInsideAWordDoNotStartANewWord() {
        assertThat(TextFolding.foldedWordStarts("नई दिल्ली")).hasSize(2);
        assertThat(TextFolding.foldedWordStarts("กรุงเทพ")).containsExactly(0);
    }

    @Test
    void foldsCompatibilityForms() {
        assertThat(TextFolding.fold("ﬁnland")).isEqualTo("finland");
        assertThat(TextFolding.fold("Ｔｏｋｙｏ")).isEqualTo("tokyo");
    }

    @Test
    void exactFormKeepsSpacesAndPunctuation() {
        assertThat(TextFolding.foldCaseAndAccents("Côte d'Ivoire")).isEqualTo("cote d'ivoire");
        assertThat(TextFolding.foldCaseAndAccents("Guinea-Bissau")).isNotEqualTo(TextFolding.foldCaseAndAccents("Guinea Bissau"));
    }

    @Test
    void emptyAndNullFoldToEmpty() {
        assertThat(TextFolding.fold(null)).isEmpty();
        assertThat(TextFolding.fold("")).isEmpty();
        assertThat(TextFolding.fold(" - ' ")).isEmpty();
    }

    @Test
    void asciiTextFoldsAsTheGeneralRuleWouldFoldIt() {
        for (char c = 0; c < 0x80; c++) {
            // the trailing accented letter sends the same character through the general (NFKD) path
            String general = TextFolding.fold(c + "é");
            assertThat(TextFolding.fold(String.valueOf(c)) + "e").as("character %d", (int) c).isEqualTo(general);
        }
    }

    @Test
    void wordStartsAreOffsetsIntoTheFoldedBytes() {
        assertThat(TextFolding.foldedWordStarts("Saint-Étienne")).containsExactly(0, 5);
        assertThat(TextFolding.foldedWordStarts("'s-Hertogenbosch")).containsExactly(0, 1);
        assertThat(TextFolding.foldedWordStarts("N'Djamena")).containsExactly(0, 1);
        assertThat(TextFolding.foldedWordStarts("Großer Arber")).containsExactly(0, 7);
        assertThat(TextFolding.foldedWordStarts("Łódź Kaliska")).containsExactly(0, 4);
        assertThat(TextFolding.foldedWordStarts("東京 都")).containsExactly(0, 6);
        assertThat(TextFolding.foldedWordStarts("San Francisco")).containsExactly(0, 3);
        assertThat(TextFolding.foldedWordStarts("--")).isEmpty();
        assertThat(TextFolding.foldedWordStarts(null)).isEmpty();
    }

    /**
     * ASCII text takes a one-pass way to its word starts; every ASCII character in every position, in 20,000 random
     * texts, must give the offsets the definition gives: the bytes of the fold of the text before each word start.
     */
    @Test
    void asciiWordStartsAreTheFoldsOfThePrefixes() {
        Random random = new Random(65);
        for (int n = 0; n < 20_000; n++) {
            StringBuilder text = new StringBuilder();
            for (int i = random.nextInt(24); i >= 0; i--) {
                text.append((char) random.nextInt(128));
            }
            String ascii = text.toString();
            List<Integer> expected = new ArrayList<>();
            for (int i = 0; i < ascii.length(); i++) {
                boolean starts = Character.isLetterOrDigit(ascii.charAt(i))
                        && (i == 0 || !Character.isLetterOrDigit(ascii.charAt(i - 1)));
                int offset = TextFolding.fold(ascii.substring(0, i)).getBytes(StandardCharsets.UTF_8).length;
                if (starts && (expected.isEmpty() || expected.get(expected.size() - 1) != offset)) {
                    expected.add(offset);
                }
            }
            assertThat(TextFolding.foldedWordStarts(ascii)).as("%s", ascii)
                    .containsExactly(expected.stream().mapToInt(Integer::intValue).toArray());
        }
    }
}
