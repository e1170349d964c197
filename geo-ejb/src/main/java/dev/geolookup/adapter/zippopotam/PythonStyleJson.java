package dev.geolookup.adapter.zippopotam;

/**
 * JSON as Python's json.dumps writes it by default, which Zippopotam.us serves: ", " and ": " between members and
 * values, and every character beyond ASCII escaped (\u00fc). Made from the compact text a JSON-P generator writes.
 */
final class PythonStyleJson {

    private PythonStyleJson() {
    }

    static String of(String compact) {
        StringBuilder spaced = new StringBuilder(compact.length() + compact.length() / 4);
        boolean inString = false;
        boolean escaped = false;
        for (int i = 0; i < compact.length(); i++) {
            char c = compact.charAt(i);
            if (c > 0x7e) {
                spaced.append(String.format("\\u%04x", (int) c));
                continue;
            }
            spaced.append(c);
            if (inString) {
                if (escaped) {
                    escaped = false;
                } else if (c == '\\') {
                    escaped = true;
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == ',' || c == ':') {
                spaced.append(' ');
            }
        }
        return spaced.toString();
    }
}
