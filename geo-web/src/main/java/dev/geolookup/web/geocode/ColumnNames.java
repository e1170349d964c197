package dev.geolookup.web.geocode;

import java.util.ArrayList;
import java.util.List;

/** The names a file's columns go by in JSON: as in its header, or column1, column2... where a name is missing. */
final class ColumnNames {

    private ColumnNames() {
    }

    static List<String> of(List<String> header) {
        List<String> names = new ArrayList<>(header.size());
        for (int i = 0; i < header.size(); i++) {
            String name = header.get(i);
            names.add(name == null || name.isBlank() ? "column" + (i + 1) : name);
        }
        return names;
    }
}
