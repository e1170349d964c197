package dev.geolookup.readmodel;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32C;

/**
 * Reads back what {@link SnapshotWriter} wrote, in the same order. A length that the rest of the file cannot hold
 * means the file is damaged: it fails with {@link SnapshotDamagedException} before allocating anything for it.
 */
public final class SnapshotReader {

    static final ByteOrder BYTE_ORDER = ByteOrder.nativeOrder();
    /** "GEOSNAP" and the format number; a change to any model's layout changes the number. */
    static final long FORMAT = 0x47454f534e415009L;
    static final long END = ~FORMAT;
    private static final int BUFFER_BYTES = 1 << 20;

    private final FileChannel channel;
    private final ByteBuffer buffer = ByteBuffer.allocateDirect(BUFFER_BYTES).order(BYTE_ORDER);
    private final CRC32C checksum = new CRC32C();
    /** The bytes the checksum covers: all but the file's last eight, which hold the writer's checksum. */
    private final long checkedBytes;
    private final long size;
    private long unread;
    /** The bytes of the columns mapped in place rather than read. */
    private long mapped;

    public SnapshotReader(FileChannel channel) throws IOException {
        this.channel = channel;
        this.size = channel.size();
        this.unread = size;
        this.checkedBytes = size - Long.BYTES;
        buffer.limit(0);
        if (size < 3 * Long.BYTES || readLong() != FORMAT) {
            throw new SnapshotDamagedException("not a snapshot of this format");
        }
    }

    /** Checks that the content read so far is the whole file and that its checksum matches. */
    public void finish() {
        if (readLong() != END) {
            throw new SnapshotDamagedException("the file does not end where its content does");
        }
        long computed = checksum.getValue();
        if (readLong() != computed || unread != 0 || buffer.hasRemaining()) {
            throw new SnapshotDamagedException("the checksum does not match the content");
        }
    }

    public long readLong() {
        fill(Long.BYTES);
        return buffer.getLong();
    }

    public int readInt() {
        fill(Integer.BYTES);
        return buffer.getInt();
    }

    public byte[] readBytes() {
        return bytes(length(1));
    }

    private byte[] bytes(int length) {
        byte[] values = new byte[length];
        readArray(length, 1, (from, count) -> buffer.slice().get(values, from, count));
        return values;
    }

    public short[] readShorts() {
        short[] values = new short[length(Short.BYTES)];
        readArray(values.length, Short.BYTES, (from, count) -> buffer.asShortBuffer().get(values, from, count));
        return values;
    }

    public int[] readInts() {
        int[] values = new int[length(Integer.BYTES)];
        readArray(values.length, Integer.BYTES, (from, count) -> buffer.asIntBuffer().get(values, from, count));
        return values;
    }

    public long[] readLongs() {
        long[] values = new long[length(Long.BYTES)];
        readArray(values.length, Long.BYTES, (from, count) -> buffer.asLongBuffer().get(values, from, count));
        return values;
    }

    public float[] readFloats() {
        float[] values = new float[length(Float.BYTES)];
        readArray(values.length, Float.BYTES, (from, count) -> buffer.asFloatBuffer().get(values, from, count));
        return values;
    }

    public double[] readDoubles() {
        double[] values = new double[length(Double.BYTES)];
        readArray(values.length, Double.BYTES, (from, count) -> buffer.asDoubleBuffer().get(values, from, count));
        return values;
    }

    public String[] readTexts() {
        String[] values = new String[length(Integer.BYTES)];
        for (int i = 0; i < values.length; i++) {
            int length = readInt();
            if (length >= 0) {
                values[i] = new String(bytes(checked(length, 1)), StandardCharsets.UTF_8);
            }
        }
        return values;
    }

    /**
     * A column {@link SnapshotWriter} wrote aligned, mapped in place: its bytes stay in the file and the page cache,
     * out of the heap. They are still read once, for the checksum; the mapping outlives the channel.
     */
    public ByteColumn readByteColumn() {
        return ByteColumn.over(mapped(alignedLength(1), 1));
    }

    public ShortColumn readShortColumn() {
        return ShortColumn.over(mapped(alignedLength(Short.BYTES), Short.BYTES).asShortBuffer());
    }

    public IntColumn readIntColumn() {
        return IntColumn.over(mapped(alignedLength(Integer.BYTES), Integer.BYTES).asIntBuffer());
    }

    /** The bytes of the columns read so far that stay in the file, mapped, rather than in the heap. */
    public long mappedBytes() {
        return mapped;
    }

    /** How many bytes of padding put a value written at this offset of the file at a multiple of eight. */
    static int paddingAt(long offset) {
        return (int) (-offset & 7);
    }

    private int alignedLength(int bytesPerValue) {
        int length = length(bytesPerValue);
        int padding = paddingAt(offset());
        fill(padding);
        buffer.position(buffer.position() + padding);
        return checked(length, bytesPerValue);
    }

    /** The offset in the file of the next byte to read. */
    private long offset() {
        return size - unread - buffer.remaining();
    }

    private ByteBuffer mapped(int length, int bytesPerValue) {
        long bytes = (long) length * bytesPerValue;
        if (bytes == 0) {
            return ByteBuffer.allocateDirect(0).order(BYTE_ORDER);
        }
        try {
            ByteBuffer values = channel.map(FileChannel.MapMode.READ_ONLY, offset(), bytes).order(BYTE_ORDER);
            mapped += bytes;
            // The first bytes may already be in the buffer, and counted in the checksum; the rest are skipped.
            int buffered = (int) Math.min(bytes, buffer.remaining());
            buffer.position(buffer.position() + buffered);
            long skipped = bytes - buffered;
            if (skipped > 0) {
                long from = size - unread;
                int checked = (int) Math.max(0, Math.min(skipped, checkedBytes - from));
                checksum.update(values.duplicate().position(buffered).limit(buffered + checked));
                channel.position(channel.position() + skipped);
                unread -= skipped;
            }
            return values;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The values a block at a time, each block as many as the buffer holds, copied from its position by {@code block}. */
    private void readArray(int length, int bytesPerValue, ArrayBlock block) {
        for (int done = 0; done < length; ) {
            int count = Math.min(length - done, fill(bytesPerValue) / bytesPerValue);
            block.copy(done, count);
            buffer.position(buffer.position() + count * bytesPerValue);
            done += count;
        }
    }

    private int length(int bytesPerValue) {
        return checked(readInt(), bytesPerValue);
    }

    private int checked(int length, int bytesPerValue) {
        if (length < 0 || (long) length * bytesPerValue > unread + buffer.remaining()) {
            throw new SnapshotDamagedException("an array of " + length + " values does not fit in the rest of the file");
        }
        return length;
    }

    /** Makes at least {@code bytes} readable and returns how many are. */
    private int fill(int bytes) {
        if (buffer.remaining() >= bytes) {
            return buffer.remaining();
        }
        buffer.compact();
        try {
            while (buffer.position() < bytes) {
                int start = buffer.position();
                int read = channel.read(buffer);
                if (read < 0) {
                    throw new SnapshotDamagedException("the file ends early");
                }
                long offset = size - unread;
                int checked = (int) Math.max(0, Math.min(read, checkedBytes - offset));
                checksum.update(buffer.duplicate().position(start).limit(start + checked));
                unread -= read;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        buffer.flip();
        return buffer.remaining();
    }
}
