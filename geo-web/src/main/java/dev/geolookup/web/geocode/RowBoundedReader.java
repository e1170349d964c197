package dev.geolookup.web.geocode;

import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;

/**
 * The characters of a CSV file, no more of them read for one row than a bound: the parser keeps a row whole in
 * memory, cell by cell, so a cell of a hundred million letters would be held before any rule could refuse it. The
 * parser reads ahead through a buffer of its own, so the count is of what it took since the last row ended, and the
 * bound allows for that buffer.
 */
final class RowBoundedReader extends FilterReader {

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

    @Override
    public int read() throws IOException {
        int value = super.read();
        if (value >= 0) {
            counted(1);
        }
        return value;
    }

    @Override
    public int read(char[] buffer, int offset, int length) throws IOException {
        int count = super.read(buffer, offset, length);
        if (count > 0) {
            counted(count);
        }
        return count;
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
