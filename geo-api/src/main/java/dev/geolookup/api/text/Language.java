package dev.geolookup.api.text;

import dev.geolookup.api.InvalidRequestException;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The language a reader wants names in ({@code lang}): an ISO 639-1 code, optionally with an ISO 3166-1 region
 * ("de", "pt-BR", "zh_TW"). Names are looked up under the tag, then under the language alone.
 *
 * @param tag the canonical tag ("pt-BR"); null for {@link #NONE}
 */
public record Language(String tag) {

    /** No language asked for: every name as GeoNames gives it. */
    public static final Language NONE = new Language(null);

    private static final Pattern REQUESTED = Pattern.compile("([A-Za-z]{2})(?:[-_]([A-Za-z]{2}))?");
    /** A language, then region or script subtags: the tags names are stored under ("zh-Hant", "sr-Latn"). */
    private static final Pattern STORED = Pattern.compile("([A-Za-z]{2,3})((?:[-_][A-Za-z0-9]{2,4})*)");

    /** The language of a lang parameter; {@link #NONE} when absent or blank. */
    public static Language parse(String lang) {
        if (lang == null || lang.isBlank()) {
            return NONE;
        }
        Matcher matcher = REQUESTED.matcher(lang.strip());
        if (!matcher.matches()) {
            throw new InvalidRequestException("lang must be an ISO 639-1 language code, optionally with a region "
                    + "(e.g. de, pt-BR)");
        }
        String language = matcher.group(1).toLowerCase(Locale.ROOT);
        return new Language(matcher.group(2) == null ? language
                : language + "-" + matcher.group(2).toUpperCase(Locale.ROOT));
    }

    /**
     * The canonical form of a language tag a dataset gives ("PT_br" -> "pt-BR", "zh-hant" -> "zh-Hant"); null for
     * what is not a language (GeoNames' pseudo-languages "post", "iata", "link", "fr_1793" and the like, or none).
     */
    public static String canonicalTag(String isoLanguage) {
        if (isoLanguage == null) {
            return null;
        }
        Matcher matcher = STORED.matcher(isoLanguage.strip());
        if (!matcher.matches() || (matcher.group(1).length() == 3 && !matcher.group(2).isEmpty())) {
            return null;
        }
        StringBuilder tag = new StringBuilder(matcher.group(1).toLowerCase(Locale.ROOT));
        for (String subtag : matcher.group(2).split("[-_]")) {
            if (subtag.isEmpty()) {
                continue;
            }
            if (subtag.chars().anyMatch(Character::isDigit)) {
                return null;
            }
            tag.append('-').append(subtag.length() == 4
                    ? subtag.substring(0, 1).toUpperCase(Locale.ROOT) + subtag.substring(1).toLowerCase(Locale.ROOT)
                    : subtag.toUpperCase(Locale.ROOT));
        }
        return tag.toString();
    }

    public boolean isNone() {
        return tag == null;
    }

    /** The tags to look names up under, best first: "pt-BR", then "pt". */
    public List<String> lookupTags() {
        if (tag == null) {
            return List.of();
        }
        int region = tag.indexOf('-');
        return region < 0 ? List.of(tag) : List.of(tag, tag.substring(0, region));
    }
}
