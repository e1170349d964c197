package dev.geolookup.imports;

import org.eclipse.microprofile.config.ConfigProvider;
import org.tukaani.xz.XZInputStream;

import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.JarURLConnection;
import java.net.URI;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Where an import reads its data: the dataset bundled with the service, a file path or an http(s) URL. The data is
 * streamed, unpacked on the fly when it is gzip, xz or zip, and the raw bytes are counted and hashed as they pass.
 * A bundled copy is a class-path resource (a name starting with "/") or a file of the data directory
 * ({@value #DATA_DIRECTORY}): the files too large for the WAR.
 */
public final class DatasetSource implements AutoCloseable {

    public static final String BUNDLED = "bundled";
    public static final String DATA_DIRECTORY = "geo.data.dir";

    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(30);
    private static final int MAX_REDIRECTS = 5;
    /** A download that sends nothing for this long has stalled: the run fails and releases its lock. */
    private static final String READ_TIMEOUT_SECONDS = "geo.import.read-timeout-seconds";

    private final String description;
    private final Long totalBytes;
    private final CountingInputStream raw;
    private final MessageDigest digest;
    private final InputStream content;

    private DatasetSource(String description, Long totalBytes, InputStream rawStream) throws IOException {
        this.description = description;
        this.totalBytes = totalBytes;
        this.digest = sha256();
        this.raw = new CountingInputStream(new DigestInputStream(rawStream, digest), description, totalBytes);
        this.content = unpacked(description, new BufferedInputStream(raw, 1 << 16));
    }

    /**
     * Opens a source. {@code bundledResource} is the class-path resource used when the source is
     * {@value #BUNDLED}; its name, like a path's or a URL's, tells whether the bytes are gzip or zip.
     */
    public static DatasetSource open(String source, String bundledResource) throws IOException {
        String location = source == null || source.isBlank() ? BUNDLED : source.trim();
        if (location.equals(BUNDLED) && !bundledResource.startsWith("/")) {
            return openFile(inDataDirectory(bundledResource));
        }
        if (location.equals(BUNDLED)) {
            URL resource = DatasetSource.class.getResource(bundledResource);
            if (resource == null) {
                throw new IOException("the bundled dataset " + bundledResource + " is missing from the build");
            }
            URLConnection connection = resource.openConnection();
            long size = connection instanceof JarURLConnection jar && jar.getJarEntry() != null
                    ? jar.getJarEntry().getSize() : connection.getContentLengthLong();
            return new DatasetSource(bundledResource, size >= 0 ? size : null, connection.getInputStream());
        }
        String lower = location.toLowerCase(Locale.ROOT);
        if (lower.startsWith("http://") || lower.startsWith("https://")) {
            return openUrl(location);
        }
        return openFile(Path.of(location.startsWith("file:") ? URI.create(location).getPath() : location));
    }

    /** The data directory, where it is configured. */
    public static Optional<Path> dataDirectory() {
        return ConfigProvider.getConfig().getOptionalValue(DATA_DIRECTORY, String.class)
                .filter(directory -> !directory.isBlank()).map(Path::of);
    }

    private static Path inDataDirectory(String file) throws IOException {
        Path directory = dataDirectory().orElseThrow(() -> new IOException("the bundled copy " + file
                + " lies in the data directory, and " + DATA_DIRECTORY + " is not set"));
        return directory.resolve(file);
    }

    private static DatasetSource openFile(Path path) throws IOException {
        if (!Files.isRegularFile(path)) {
            throw new IOException("no such file: " + path);
        }
        return new DatasetSource(path.toString(), Files.size(path), Files.newInputStream(path));
    }

    /**
     * Opens a download. HttpURLConnection rather than HttpClient: its read timeout ends a transfer that stalls,
     * where HttpClient's body stream would wait for ever while the run holds its dataset's import lock.
     */
    private static DatasetSource openUrl(String url) throws IOException {
        String shown = SourcePolicy.redacted(url);
        try {
            HttpURLConnection connection = connectionFollowingAllowedRedirects(url, shown);
            long length = connection.getContentLengthLong();
            return new DatasetSource(shown, length >= 0 ? length : null, connection.getInputStream());
        } catch (IOException | IllegalArgumentException e) {
            Throwable cause = e;
            while (cause.getCause() != null) {
                cause = cause.getCause();
            }
            throw new IOException("cannot download " + shown + ": " + cause.getClass().getSimpleName()
                    + (cause.getMessage() == null ? "" : " " + SourcePolicy.redacted(cause.getMessage())));
        }
    }

    /** The connection answering 200, after at most a few redirects, each to an address the policy allows. */
    private static HttpURLConnection connectionFollowingAllowedRedirects(String url, String shown) throws IOException {
        URI address = URI.create(url);
        for (int hop = 0; hop <= MAX_REDIRECTS; hop++) {
            HttpURLConnection connection = (HttpURLConnection) address.toURL().openConnection();
            connection.setConnectTimeout((int) CONNECT_TIMEOUT.toMillis());
            connection.setReadTimeout(1000 * ConfigProvider.getConfig()
                    .getOptionalValue(READ_TIMEOUT_SECONDS, Integer.class).orElse(60));
            connection.setInstanceFollowRedirects(false);
            int status = connection.getResponseCode();
            if (status == HttpURLConnection.HTTP_OK) {
                return connection;
            }
            String location = connection.getHeaderField("Location");
            connection.disconnect();
            if (status / 100 != 3 || location == null) {
                throw new IOException(shown + " answered HTTP " + status);
            }
            address = address.resolve(location);
            if (!SourcePolicy.configured().allows(address.toString())) {
                throw new IOException(shown + " redirects to " + SourcePolicy.redacted(address.toString())
                        + ", which " + SourcePolicy.ALLOWED_SOURCES + " does not allow");
            }
        }
        throw new IOException(shown + " redirects more than " + MAX_REDIRECTS + " times");
    }

    private static InputStream unpacked(String name, InputStream raw) throws IOException {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".gz")) {
            return new GZIPInputStream(raw, 1 << 16);
        }
        if (lower.endsWith(".xz")) {
            return new XZInputStream(raw);
        }
        if (lower.endsWith(".zip")) {
            ZipInputStream zip = new ZipInputStream(raw);
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                // GeoNames archives carry a readme beside the data file, alternateNamesV2.zip a language table too.
                String entryName = entry.getName().toLowerCase(Locale.ROOT);
                if (!entry.isDirectory() && !entryName.startsWith("readme")
                        && !entryName.startsWith("iso-languagecodes")) {
                    return zip;
                }
            }
            throw new IOException(name + " holds no data file");
        }
        return raw;
    }

    /** The unpacked data. */
    public InputStream content() {
        return content;
    }

    public String description() {
        return description;
    }

    /** Size of the raw source in bytes, where it is known before reading. */
    public Long totalBytes() {
        return totalBytes;
    }

    /** Raw bytes read so far. */
    public long bytesRead() {
        return raw.count;
    }

    /** SHA-256 of the raw bytes read so far; of the whole source once it was read to the end. */
    public String checksum() {
        try {
            return HexFormat.of().formatHex(((MessageDigest) digest.clone()).digest());
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException("SHA-256 digests can be cloned", e);
        }
    }

    @Override
    public void close() {
        try {
            content.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /**
     * Counts the raw bytes, and refuses an end that comes before the announced size: an HTTP download whose
     * connection closes early simply ends, and a text file cut at a line boundary would otherwise import as whole.
     */
    private static final class CountingInputStream extends FilterInputStream {
        private final String description;
        private final Long expectedBytes;
        private volatile long count;

        CountingInputStream(InputStream in, String description, Long expectedBytes) {
            super(in);
            this.description = description;
            this.expectedBytes = expectedBytes;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count++;
            } else {
                checkComplete();
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                count += n;
            } else if (n < 0) {
                checkComplete();
            }
            return n;
        }

        private void checkComplete() throws IOException {
            if (expectedBytes != null && count < expectedBytes) {
                throw new IOException(description + " ended after " + count + " of its " + expectedBytes + " bytes");
            }
        }
    }
}
