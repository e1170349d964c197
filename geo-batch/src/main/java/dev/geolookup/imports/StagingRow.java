package dev.geolookup.imports;

/** One row for a staging table, its values set by column name; a value may be null, but every column is set. */
public final class StagingRow {

    private final StagingColumns columns;
    private final Object[] values;
    private long set;

    StagingRow(StagingColumns columns) {
        this.columns = columns;
        this.values = new Object[columns.size()];
    }

    public StagingRow set(String column, Object value) {
        int index = columns.indexOf(column);
        values[index] = value;
        set |= 1L << index;
        return this;
    }

    public Object get(String column) {
        return values[columns.indexOf(column)];
    }

    public StagingColumns columns() {
        return columns;
    }

    /** The values in the order of the columns; a column left unset is a mistake of the processor, not of the data. */
    public Object[] values() {
        if (Long.bitCount(set) != values.length) {
            for (int i = 0; i < values.length; i++) {
                if ((set & 1L << i) == 0) {
                    throw new IllegalStateException("column " + columns.name(i) + " was not set");
                }
            }
        }
        return values;
    }
}
