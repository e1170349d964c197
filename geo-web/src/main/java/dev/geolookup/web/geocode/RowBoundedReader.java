package dev.geolookup.web.geocode;

import org.apache.commons.io.input.ProxyReader;

import java.io.IOException;
import java.io.Reader;

/**
 * The characters of a CSV file, no more of them read for one row than a bound: the parser keeps a row whole in
 * memory, cell by cell, so a cell of a hundred million letters would be held before any rule could refuse it. The
 * parser reads ahead through a buffer of its own, so the count is of what it took since the last row ended, and the
 * bound allows for that buffer.
 */
final class RowBoundedReader extends ProxyReader {

    /** The most characters one row of a file may have, header included. */
    static final int MAX_ROW_CHARS = 65_536;
    /** What the parser may have taken ahead of the row it is on (commons-csv reads through an 8 KiB buffer). */
    private static final int READ_AHEAD = 16_384;

    private long read;
    private long rowStart;

    RowBoundedReader(Reader in) {
        super(in);
    }

    /** A row was handed out: the next one starts here. */
    void rowEnded() {
        rowStart = read;
    }

    /** The characters read since the last row ended. */
    long readSinceRowEnded() {
        return read - rowStart;
    }

    /** Counts what every read method took, whichever the parser calls. */
    @Override
    protected void afterRead(int chars) throws RowTooLongException {
        if (chars > 0) {
            counted(chars);
        }
    }

    private void counted(int chars) throws RowTooLongException {
        read += chars;
        if (read - rowStart > MAX_ROW_CHARS + READ_AHEAD) {
            throw new RowTooLongException();
        }
    }

    /** Checked, so that the parser hands it on as the cause of its unchecked wrapper. */
    static final class RowTooLongException extends IOException {

        RowTooLongException() {
            super("a row is longer than " + MAX_ROW_CHARS + " characters");
        }
    }
}
