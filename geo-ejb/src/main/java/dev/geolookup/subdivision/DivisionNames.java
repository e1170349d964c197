package dev.geolookup.subdivision;

import dev.geolookup.api.text.TextFolding;
import org.apache.commons.text.similarity.JaroWinklerSimilarity;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * How alike two names of divisions are, once the words that only say what kind of division it is are gone:
 * iso-codes' "Sichuan Sheng", "Poltavska oblast" and "Kauno apskritis" are GeoNames' "Sichuan", "Poltava" and
 * "Kaunas". The core of a name is its words folded (case, accents) without those words and without what iso-codes
 * puts in brackets, run together; two cores are compared by Jaro-Winkler similarity, which weighs a shared start
 * most, as transliterations and inflections of one name share theirs.
 */
final class DivisionNames {

    /**
     * The least similarity of two cores for the names to agree: "Kirovohradska" and "Kirovohrad", "Pemagatsel" and
     * "Pema Gatshel" agree; "Kordestan" and "Semnan" do not. Chosen with IsoCodesJudgedByCldrTest.
     */
    static final double AGREE = 0.88;

    /** Words of iso-codes' and Natural Earth's types, in English and in the local forms that names carry. */
    private static final Set<String> TYPE_WORDS = Set.of("province", "provincia", "provinsi", "region", "regiao",
            "state", "estado", "county", "district", "department", "departement", "departamento", "oblast", "oblasti",
            "oblysy", "respublika", "republic", "autonomous", "kraj", "kray", "krai", "okrug", "avtonomnyj",
            "avtonomnaja", "avtonomnyy", "avtonomnaya", "sheng", "shi", "zizhiqu", "novads", "apskritis", "zupanija",
            "lan", "atoll", "atholhu", "governorate", "muhafazat", "wilayah", "persekutuan", "prefecture", "ken",
            "municipality", "parish", "canton", "territory", "federal", "capital", "administrative", "special", "city",
            "gorod", "grad", "of", "the", "de", "del", "do", "da", "la", "el", "al", "voivodeship", "wojewodztwo",
            "division", "zone", "rayon", "emirate", "island", "islands", "metropolitan", "regional", "council", "area",
            "commune", "autonoma", "autonomna", "hlavni", "mesto", "teukbyeolsi", "gwangyeoksi", "teukbyeoljachido",
            "vilayati", "viloyati", "opstina", "opcina", "obcina", "raionul", "il", "hal", "haz", "is", "iz", "ix",
            "kommune", "kommunia", "kommuna", "distrito", "municipio", "stadt", "hatun", "llaqta", "mukarramah",
            "munawwarah");

    /**
     * The English word of a type word in another language, so that a name of type words only ("Distrito Federal",
     * "Federal District") reads the same in both.
     */
    private static final Map<String, String> TYPE_WORD_IN_ENGLISH = Map.of("distrito", "district", "provincia",
            "province", "provinsi", "province", "estado", "state", "regiao", "region", "departamento", "department",
            "departement", "department", "stadt", "city", "capitale", "capital", "federale", "federal");
    /**
     * Indonesian and Malay compass words, which follow the name ("Kalimantan Utara"), in English, which goes before
     * it ("North Kalimantan"): a core starts with them in English, where an English name has its compass word. Not
     * "tenggara", also a part of names (Nusa Tenggara).
     */
    private static final Map<String, String> COMPASS_WORD_IN_ENGLISH = Map.of("utara", "north", "selatan", "south",
            "timur", "east", "barat", "west", "tengah", "central");

    /** What a core of type words starts with: it is compared whole with another such core, never by similarity. */
    private static final String TYPE_WORDS_ONLY = "#";

    /** Longest first, so that "skaja" goes whole rather than as "ska" and a stray "ja". */
    private static final List<String> ADJECTIVE_ENDINGS = List.of("skaja", "skaya", "skiy", "skij", "skyi", "ska",
            "sko");

    /** The least length of the shorter core, as a share of the longer, for two cores to be compared at all. */
    private static final double MIN_LENGTH_RATIO = 0.6;

    private static final JaroWinklerSimilarity JARO_WINKLER = new JaroWinklerSimilarity();

    private DivisionNames() {
    }

    /**
     * The core of a name: its folded words but those of the type, run together. A name of type words alone ("Federal
     * District", "Distrito Federal") has its type words instead, in English and in order, after {@value
     * #TYPE_WORDS_ONLY}; "" where there are none.
     */
    static String core(String name) {
        if (name == null) {
            return "";
        }
        String unbracketed = name.replaceAll("\\[[^]]*]|\\([^)]*\\)", " ");
        StringBuilder core = new StringBuilder(unbracketed.length());
        StringBuilder compass = new StringBuilder();
        Set<String> typeWords = new TreeSet<>();
        for (String word : TextFolding.foldCaseAndAccents(unbracketed).split("[^\\p{L}\\p{N}\\p{M}]+")) {
            String folded = TextFolding.fold(word);
            if (TYPE_WORDS.contains(folded)) {
                typeWords.add(TYPE_WORD_IN_ENGLISH.getOrDefault(folded, folded));
            } else if (COMPASS_WORD_IN_ENGLISH.containsKey(folded)) {
                compass.append(COMPASS_WORD_IN_ENGLISH.get(folded));
            } else if (!folded.isEmpty()) {
                core.append(stem(folded));
            }
        }
        if (core.isEmpty()) {
            return typeWords.size() >= 2 ? TYPE_WORDS_ONLY + String.join(" ", typeWords) : compass.toString();
        }
        return compass.append(core).toString();
    }

    /**
     * The name's type words alone ("Abuja Federal Capital Territory" is "Federal Capital Territory"): what a name
     * of another source made of type words only is compared with.
     */
    static String typeWordsOf(String name) {
        StringBuilder kept = new StringBuilder();
        for (String word : TextFolding.foldCaseAndAccents(name).split("[^\\p{L}\\p{N}\\p{M}]+")) {
            if (TYPE_WORDS.contains(TextFolding.fold(word))) {
                kept.append(word).append(' ');
            }
        }
        return kept.toString().trim();
    }

    /**
     * A word without the Slavic adjective ending that makes a place's name the name of its region ("Lvivska
     * oblast" is Lviv's, "Moskovskaja oblast'" Moscow's); other words as they are.
     */
    private static String stem(String word) {
        for (String ending : ADJECTIVE_ENDINGS) {
            if (word.endsWith(ending) && word.length() - ending.length() >= 3) {
                return word.substring(0, word.length() - ending.length());
            }
        }
        return word;
    }

    /** The cores of names, each once, without the empty ones. */
    static List<String> cores(Collection<String> names) {
        List<String> cores = new ArrayList<>(names.size());
        for (String name : names) {
            String core = core(name);
            if (!core.isEmpty() && !cores.contains(core)) {
                cores.add(core);
            }
        }
        return cores;
    }

    /**
     * How alike the most alike of two lists of cores are: 1 for a shared core, 0 where either list is empty. Cores
     * of very different lengths are not alike however they start: "Jawa" is not "Jawa Tengah".
     */
    static double similarity(List<String> cores, List<String> otherCores) {
        double best = 0;
        for (String core : cores) {
            for (String other : otherCores) {
                best = Math.max(best, similarity(core, other));
            }
        }
        return best;
    }

    private static double similarity(String core, String other) {
        if (core.equals(other)) {
            return 1;
        }
        if (core.startsWith(TYPE_WORDS_ONLY) || other.startsWith(TYPE_WORDS_ONLY)) {
            return 0;
        }
        int shorter = Math.min(core.length(), other.length());
        int longer = Math.max(core.length(), other.length());
        return shorter < MIN_LENGTH_RATIO * longer ? 0 : JARO_WINKLER.apply(core, other);
    }

    /**
     * How alike two names are whole, type words kept, folded: between divisions whose cores are alike, the one whose
     * whole name is nearer ("México" is the state of iso-codes' "México", not "Ciudad de México").
     */
    static double wholeSimilarity(Collection<String> names, Collection<String> otherNames) {
        double best = 0;
        for (String name : names) {
            String folded = TextFolding.fold(name);
            for (String other : otherNames) {
                String otherFolded = TextFolding.fold(other);
                if (!folded.isEmpty() && !otherFolded.isEmpty()) {
                    best = Math.max(best, JARO_WINKLER.apply(folded, otherFolded));
                }
            }
        }
        return best;
    }
}
