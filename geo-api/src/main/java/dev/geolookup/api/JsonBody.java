package dev.geolookup.api;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.zip.Deflater;

/**
 * A response body already serialised to UTF-8 JSON, with the strong entity tag of exactly these bytes.
 * Read models prepare these once per data version, so a request only copies bytes. The tag is computed when it is
 * first asked for: an HTTP answer needs it, an MCP tool result never does. GeoNames' XML and plain-text forms, written
 * from such an answer, are carried in one too, so that they are tagged and compressed as the JSON is.
 */
public final class JsonBody {

    private static final MessageDigest SHA_256 = lookUpSha256();
    private static final JsonBody EMPTY_ARRAY = of(new byte[] {'[', ']'})
            .withRecords(RecordSpans.ofArray(new int[0]));

    private final byte[] utf8;
    private final Supplier<String> tagging;
    private final int deflateLevel;
    /** Writes the answer's GeoJSON form from its records; null for an answer that has none. */
    private final Supplier<byte[]> geoJsonWriter;
    /** Where its records lie; null for an answer not written record by record. */
    private final RecordSpans records;
    private volatile String entityTag;
    private volatile byte[] gzip;

    private JsonBody(byte[] utf8, Supplier<String> tagging, int deflateLevel, Supplier<byte[]> geoJsonWriter,
                     RecordSpans records) {
        this.utf8 = utf8;
        this.tagging = tagging;
        this.deflateLevel = deflateLevel;
        this.geoJsonWriter = geoJsonWriter;
        this.records = records;
    }

    /** A prepared answer, kept and served many times: compressed once, so at the level that packs it tightest. */
    public static JsonBody of(byte[] utf8) {
        return hashed(utf8, Deflater.BEST_COMPRESSION);
    }

    /**
     * An answer built for one request, whose compression is paid on every request: compressed at the fastest level,
     * which on the service's 20-40 KB answers took 20-60% of the default level's time for about a fifth more bytes
     * (bench/README.md, "Compression levels").
     */
    public static JsonBody perRequest(byte[] utf8) {
        return hashed(utf8, Deflater.BEST_SPEED);
    }

    /** Tagged by the digest of its own bytes. */
    private static JsonBody hashed(byte[] utf8, int deflateLevel) {
        return new JsonBody(utf8, () -> tagOf(sha256().digest(utf8)), deflateLevel, null, null);
    }

    public static JsonBody of(String json) {
        return of(json.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * The JSON array of these prepared elements. Its tag is derived from the elements' own tags, which
     * identifies the joined bytes as surely as hashing them, at a fraction of the cost. An array that joins an answer
     * built per request is one itself, and is compressed as fast as its elements would be. When every element is a
     * record with a GeoJSON form (a Feature), the array's is the FeatureCollection of them. Its records are the
     * elements, keyed and named as each element is.
     */
    public static JsonBody arrayOf(List<JsonBody> elements) {
        if (elements.isEmpty()) {
            return EMPTY_ARRAY;
        }
        int size = 1 + elements.size();
        for (JsonBody element : elements) {
            size += element.utf8.length;
        }
        byte[] joined = new byte[size];
        int[] ends = new int[elements.size()];
        joined[0] = '[';
        int position = 1;
        for (int i = 0; i < elements.size(); i++) {
            JsonBody element = elements.get(i);
            System.arraycopy(element.utf8, 0, joined, position, element.utf8.length);
            position += element.utf8.length;
            ends[i] = position;
            joined[position++] = (byte) (i == elements.size() - 1 ? ']' : ',');
        }
        List<JsonBody> parts = List.copyOf(elements);
        int fastestLevel = parts.stream().mapToInt(element -> element.deflateLevel).min().orElseThrow();
        boolean located = parts.stream().allMatch(element -> element.geoJsonWriter != null);
        return new JsonBody(joined, () -> {
            MessageDigest tags = sha256();
            for (JsonBody element : parts) {
                tags.update(element.entityTag().getBytes(StandardCharsets.US_ASCII));
            }
            return tagOf(tags.digest());
        }, fastestLevel, located ? () -> GeoJson.collectionOf(parts.stream()
                .map(element -> element.geoJsonWriter.get()).toList()) : null,
                RecordSpans.ofArray(ends).labelled(index -> parts.get(index).keyOfRecord(),
                        index -> parts.get(index).nameOfRecord()));
    }

    private String keyOfRecord() {
        return records == null ? null : records.key(0);
    }

    private String nameOfRecord() {
        return records == null ? null : records.name(0);
    }

    /**
     * This answer, able to give its GeoJSON form: the writer writes it from the records the JSON was written from
     * ({@link GeoJson}), only when a client asks for it.
     */
    public JsonBody withGeoJson(Supplier<byte[]> writer) {
        return new JsonBody(utf8, tagging, deflateLevel, writer, records);
    }

    /** This answer with its records where they lie in it. */
    JsonBody withRecords(RecordSpans spans) {
        return new JsonBody(utf8, tagging, deflateLevel, geoJsonWriter, spans);
    }

    /**
     * This answer, whose records (the elements of its array, or itself as one record) are keyed and named as the
     * functions of a record's index say, for a link to each. They are called only when a link is written.
     */
    public JsonBody labelled(IntFunction<String> keys, IntFunction<String> names) {
        return withRecords((records != null ? records : RecordSpans.whole(utf8.length)).labelled(keys, names));
    }

    /** Where its records lie and what names each; null for an answer not written record by record. */
    public RecordSpans records() {
        return records;
    }

    /** The GeoJSON form of this answer, written now and compressed as one built per request; null where it has none. */
    public JsonBody geoJson() {
        return geoJsonWriter == null ? null : perRequest(geoJsonWriter.get());
    }

    public byte[] utf8() {
        return utf8;
    }

    /** Computed once; threads that race to compute it arrive at the same value. */
    public String entityTag() {
        String tag = entityTag;
        if (tag == null) {
            tag = tagging.get();
            entityTag = tag;
        }
        return tag;
    }

    /**
     * These bytes gzip-compressed, compressed the first time they are asked for and kept: a prepared answer of a
     * read model is compressed once per data version, not once per request. Threads that race compress alike.
     */
    public byte[] gzip() {
        byte[] compressed = gzip;
        if (compressed == null) {
            compressed = Gzip.compress(utf8, deflateLevel);
            gzip = compressed;
        }
        return compressed;
    }

    public String text() {
        return new String(utf8, StandardCharsets.UTF_8);
    }

    /** A quoted strong entity tag: the first 128 bits of a SHA-256 digest. */
    private static String tagOf(byte[] digest) {
        return "\"" + HexFormat.of().formatHex(digest, 0, 16) + "\"";
    }

    /** A fresh digest cloned from one looked up once: the provider lookup costs more than hashing a record. */
    private static MessageDigest sha256() {
        try {
            return (MessageDigest) SHA_256.clone();
        } catch (CloneNotSupportedException e) {
            return lookUpSha256();
        }
    }

    private static MessageDigest lookUpSha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
