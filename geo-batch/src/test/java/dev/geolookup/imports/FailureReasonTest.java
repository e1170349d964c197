package dev.geolookup.imports;

import org.junit.jupiter.api.Test;

import java.io.UncheckedIOException;
import java.io.IOException;
import java.net.SocketTimeoutException;
import java.sql.BatchUpdateException;
import java.sql.SQLException;

import static org.assertj.core.api.Assertions.assertThat;

class FailureReasonTest {

    @Test
    void aDatabaseErrorWithoutAMessageIsNamedByClassStateAndCode() {
        // What MariaDB 11.4 answered a bulk insert into a replaced table, wrapped as the batch runtime wraps it.
        SQLException server = new SQLException("(conn=20) ", "HY000", 0);
        BatchUpdateException batch = new BatchUpdateException("(conn=20) ", "HY000", 0, new int[0], server);
        RuntimeException wrapper = new RuntimeException(batch);

        assertThat(FailureReason.of(wrapper)).isEqualTo(
                "java.sql.SQLException: (conn=20) (no message given) [SQLState HY000, vendor code 0]");
    }

    @Test
    void theStatementsABatchChainsAreNamedAfterTheDeepestCause() {
        SQLException tooLong = new SQLException("(conn=7) Data too long for column 'code' at row 12", "22001", 1406);
        BatchUpdateException batch = new BatchUpdateException("(conn=7) Data too long for column 'code' at row 12",
                "22001", 1406, new int[0], tooLong);
        batch.setNextException(tooLong);
        batch.setNextException(new SQLException("Duplicate entry 'QZ.1' for key 'PRIMARY'", "23000", 1062));

        assertThat(FailureReason.of(new IllegalStateException("Failure in Read-Process-Write Loop", batch)))
                .isEqualTo("Failure in Read-Process-Write Loop; caused by java.sql.SQLException: (conn=7) Data too "
                        + "long for column 'code' at row 12 [SQLState 22001, vendor code 1406]; then "
                        + "java.sql.SQLException: Duplicate entry 'QZ.1' for key 'PRIMARY' [SQLState 23000, vendor code 1062]");
    }

    @Test
    void aFailureWithItsOwnMessageKeepsItAndNamesTheRootCause() {
        UncheckedIOException stalled = new UncheckedIOException("reading http://127.0.0.1/countries.json",
                new SocketTimeoutException("Read timed out"));

        assertThat(FailureReason.of(stalled)).isEqualTo(
                "reading http://127.0.0.1/countries.json; caused by java.net.SocketTimeoutException: Read timed out");
    }

    @Test
    void aLoneFailureIsNamedOnce() {
        assertThat(FailureReason.of(new MalformedRowException("90 of 100 rows are malformed")))
                .isEqualTo("dev.geolookup.imports.MalformedRowException: 90 of 100 rows are malformed");
        assertThat(FailureReason.of(new IOException())).isEqualTo("java.io.IOException: (no message given)");
    }
}
