package dev.geolookup.api;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.zip.GZIPOutputStream;

/** gzip in memory at a chosen deflate level, which {@link GZIPOutputStream} alone does not offer. */
public final class Gzip {

    private Gzip() {
    }

    /** The gzip form of these bytes; level is a {@link java.util.zip.Deflater} level. */
    public static byte[] compress(byte[] bytes, int level) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length / 4 + 64);
        try (GZIPOutputStream zip = new GZIPOutputStream(out, 8192) {
            {
                def.setLevel(level);
            }
        }) {
            zip.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException("compressing in memory cannot fail", e);
        }
        return out.toByteArray();
    }
}
