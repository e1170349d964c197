package dev.geolookup.search.score;

import dev.geolookup.api.text.TextFolding;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The bytes a feature's names are searched in: its names folded ({@link TextFolding#fold}), one part each, parted
 * by {@link #SEPARATOR}. Part 0 is the name, part 1 the ASCII name (empty when it folds as the name does), the rest
 * the alternate names that fold to something new, in their given order. Trailing empty parts are left out, so most
 * keys are the folded name alone.
 *
 * @param bytes          the key
 * @param alternateNames the alternate names that have a part, as written, in the order of their parts
 */
public record SearchKey(byte[] bytes, List<String> alternateNames) {

    /** Folded text never holds it: letters, digits and marks only. */
    public static final byte SEPARATOR = 0;
    /** Offsets into a key are kept as shorts; alternate names past this length are not searched. */
    static final int MAX_BYTES = Short.MAX_VALUE;

    public static SearchKey of(String name, String asciiName, List<String> alternateNames) {
        String foldedName = TextFolding.fold(name);
        String foldedAscii = TextFolding.fold(asciiName);
        ByteArrayOutputStream key = new ByteArrayOutputStream(foldedName.length() + 16);
        key.writeBytes(foldedName.getBytes(StandardCharsets.UTF_8));
        byte[] asciiPart = foldedAscii.isEmpty() || foldedAscii.equals(foldedName)
                ? new byte[0] : foldedAscii.getBytes(StandardCharsets.UTF_8);
        Set<String> folded = new HashSet<>(List.of(foldedName, foldedAscii, ""));
        List<String> kept = new ArrayList<>();
        List<byte[]> keptParts = new ArrayList<>();
        int length = key.size() + 1 + asciiPart.length;
        for (String alternateName : alternateNames) {
            String part = TextFolding.fold(alternateName);
            byte[] partBytes = part.getBytes(StandardCharsets.UTF_8);
            if (length + 1 + partBytes.length > MAX_BYTES) {
                break;
            }
            if (folded.add(part)) {
                kept.add(alternateName);
                keptParts.add(partBytes);
                length += 1 + partBytes.length;
            }
        }
        if (asciiPart.length > 0 || !kept.isEmpty()) {
            key.write(SEPARATOR);
            key.writeBytes(asciiPart);
        }
        for (byte[] part : keptParts) {
            key.write(SEPARATOR);
            key.writeBytes(part);
        }
        return new SearchKey(key.toByteArray(), List.copyOf(kept));
    }
}
