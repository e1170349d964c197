package dev.geolookup.imports;

import java.util.List;

/**
 * The columns of a staging table a processor fills, declared once in the processor: its rows are set by column
 * name, so the writer's INSERT names exactly the columns each value was given for, and no list in a job file has to
 * follow the order of a row.
 */
public final class StagingColumns {

    /** A row's columns are tracked in one long. */
    private static final int MAX_COLUMNS = 64;

    private final String[] names;

    private StagingColumns(String[] names) {
        this.names = names;
    }

    public static StagingColumns of(String... names) {
        boolean distinct = List.of(names).stream().distinct().count() == names.length;
        if (names.length == 0 || names.length > MAX_COLUMNS || !distinct) {
            throw new IllegalArgumentException("1 to " + MAX_COLUMNS + " distinct columns, not " + List.of(names));
        }
        return new StagingColumns(names.clone());
    }

    /** An empty row of these columns, to be set column by column. */
    public StagingRow row() {
        return new StagingRow(this);
    }

    public List<String> names() {
        return List.of(names);
    }

    int size() {
        return names.length;
    }

    String name(int index) {
        return names[index];
    }

    int indexOf(String name) {
        // Processors name columns by literals, the same instances as these: millions of rows pay no comparisons.
        for (int i = 0; i < names.length; i++) {
            if (names[i] == name) {
                return i;
            }
        }
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException(name + " is not one of the columns " + names());
    }

    @Override
    public String toString() {
        return String.join(", ", names);
    }
}
