package dev.geolookup.web.geocode;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The row an answer ends with when the rest of the file cannot be read: empty values under the file's header. */
final class ErrorRows {

    private ErrorRows() {
    }

    static InputRow of(List<String> header) {
        return new InputRow(new ArrayList<>(Collections.nCopies(header.size(), "")), null);
    }
}
