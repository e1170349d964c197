package dev.geolookup.imports;

import jakarta.batch.api.BatchProperty;
import jakarta.batch.api.chunk.AbstractItemWriter;
import jakarta.batch.runtime.context.JobContext;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Writes each chunk of rows into a staging table with one batched INSERT ({@link StagingWrites}).
 * <p>
 * With {@code newerColumn} set, a row whose key is already there replaces it only when its value in that column
 * is not older: GeoNames files overlap (cities500, NL, AU), and the latest modification of a feature wins. That
 * upsert costs MariaDB about six times a plain INSERT, so each chunk is first written plainly and only a chunk that
 * meets a key already there (MariaDB rolls the failed statement back whole) is written again as the upsert: one
 * file such as allCountries, whose keys are unique, never pays for it.
 */
@Named("stagingTableWriter")
@Dependent
public class StagingTableWriter extends AbstractItemWriter {

    /** MariaDB's ER_DUP_ENTRY. */
    private static final int DUPLICATE_KEY = 1062;

    @Inject
    private JobContext jobContext;

    @Inject
    @BatchProperty(name = "table")
    private String table;

    /**
     * The VALUES expression of a column that needs more than a plain ?, as column=expression pairs separated by
     * semicolons (shape=ST_GeomFromWKB(?)).
     */
    @Inject
    @BatchProperty(name = "expressions")
    private String expressions;

    @Inject
    @BatchProperty(name = "newerColumn")
    private String newerColumn;

    @EJB
    private StagingWrites stagingWrites;

    @Inject
    private ChunkProgress progress;

    private String insert;
    /** The insert that keeps the latest of two rows with one key; null when the rows' keys must be unique. */
    private String keepLatestInsert;

    /** The columns of the processor's rows, taken from the first; every row of the job has the same. */
    private StagingColumns columns;

    /** The INSERT names the columns of the rows the processor gives, the first being the key of newerColumn. */
    private void prepare(StagingColumns rowColumns) {
        columns = rowColumns;
        List<String> names = rowColumns.names();
        Map<String, String> valueOf = expressionsByColumn();
        String placeholders = names.stream().map(name -> valueOf.getOrDefault(name, "?"))
                .collect(Collectors.joining(","));
        insert = "INSERT INTO " + StagingTables.staging(table) + " (" + String.join(",", names) + ") VALUES ("
                + placeholders + ")";
        if (newerColumn != null && !newerColumn.isBlank()) {
            String newer = newerColumn.trim();
            // The newer column is assigned last: MariaDB evaluates the assignments in order, left to right.
            String keepLatest = "VALUES(" + newer + ") >= " + newer + " OR " + newer + " IS NULL";
            keepLatestInsert = insert + " ON DUPLICATE KEY UPDATE " + names.stream().skip(1)
                    .filter(name -> !name.equals(newer))
                    .map(name -> name + " = IF(" + keepLatest + ", VALUES(" + name + "), " + name + ")")
                    .collect(Collectors.joining(", "))
                    + ", " + newer + " = IF(" + keepLatest + ", VALUES(" + newer + "), " + newer + ")";
        }
    }

    private Map<String, String> expressionsByColumn() {
        Map<String, String> byColumn = new HashMap<>();
        if (expressions != null && !expressions.isBlank()) {
            for (String pair : expressions.split(";")) {
                int equals = pair.indexOf('=');
                byColumn.put(pair.substring(0, equals).trim(), pair.substring(equals + 1).trim());
            }
        }
        return byColumn;
    }

    @Override
    public void writeItems(List<Object> items) throws SQLException {
        if (items.isEmpty()) {
            return;
        }
        if (columns == null) {
            prepare(((StagingRow) items.get(0)).columns());
        }
        try {
            write(insert, items);
        } catch (SQLException e) {
            if (keepLatestInsert == null || e.getErrorCode() != DUPLICATE_KEY) {
                throw e;
            }
            write(keepLatestInsert, items);
        }
        progress.written(ImportContext.of(jobContext), items.size());
    }

    private void write(String sql, List<Object> items) throws SQLException {
        stagingWrites.write(connection -> {
            try (BatchInsert batch = new BatchInsert(connection, sql)) {
                for (Object item : items) {
                    StagingRow row = (StagingRow) item;
                    if (row.columns() != columns) {
                        throw new IllegalStateException("rows of columns " + row.columns() + " after " + columns);
                    }
                    batch.row(row.values());
                }
            }
        });
    }
}
