package dev.geolookup.web.geocode;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** A request body read no further than a limit: past it, a {@link FileTooLargeException}. */
final class LimitedInputStream extends FilterInputStream {

    private final long maxBytes;
    private long read;

    LimitedInputStream(InputStream in, long maxBytes) {
        super(in);
        this.maxBytes = maxBytes;
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
    public int read(byte[] buffer, int offset, int length) throws IOException {
        int count = super.read(buffer, offset, length);
        if (count > 0) {
            counted(count);
        }
        return count;
    }

    private void counted(int bytes) {
        read += bytes;
        if (read > maxBytes) {
            throw new FileTooLargeException(maxBytes);
        }
    }

    /** Unchecked, so that it passes through the CSV parser as it is. */
    static final class FileTooLargeException extends RuntimeException {

        FileTooLargeException(long maxBytes) {
            super("the file is larger than " + maxBytes / (1024 * 1024) + " MB (" + ListGeocoding.MAX_MEGABYTES + ")");
        }
    }
}
