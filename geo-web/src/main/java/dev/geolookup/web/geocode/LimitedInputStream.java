package dev.geolookup.web.geocode;

import org.apache.commons.io.input.ProxyInputStream;

import java.io.InputStream;

/** A request body read no further than a limit: past it, a {@link FileTooLargeException}. */
final class LimitedInputStream extends ProxyInputStream {

    private final long maxBytes;
    private long read;

    LimitedInputStream(InputStream in, long maxBytes) {
        super(in);
        this.maxBytes = maxBytes;
    }

    /** Counts what every read method took, whichever the parser calls. */
    @Override
    protected void afterRead(int bytes) {
        if (bytes > 0) {
            counted(bytes);
        }
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
