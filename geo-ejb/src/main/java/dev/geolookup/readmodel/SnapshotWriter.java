package dev.geolookup.readmodel;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.nio.ShortBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32C;

/**
 * Writes a read model's primitive columns to a snapshot file through one reusable buffer, a block of values at a
 * time, in the machine's byte order (a snapshot is read back by the node that wrote it). Every array is its
 * length, then its values; {@link SnapshotReader} reads them back in the same order. The file starts with the
 * format number and ends, after {@link #finish}, with an end mark and the CRC-32C of everything before it.
 */
public final class SnapshotWriter {

    private static final int BUFFER_BYTES = 1 << 20;

    private final FileChannel channel;
    private final ByteBuffer buffer = ByteBuffer.allocateDirect(BUFFER_BYTES).order(SnapshotReader.BYTE_ORDER);
    private final CRC32C checksum = new CRC32C();
    /** The bytes flushed to the file so far. */
    private long flushed;

    public SnapshotWriter(FileChannel channel) {
        this.channel = channel;
        writeLong(SnapshotReader.FORMAT);
    }

    /** Ends the file: the end mark, then the checksum of all bytes before it. */
    public void finish() {
        writeLong(SnapshotReader.END);
        flush();
        writeLong(checksum.getValue());
        flush();
    }

    public void writeLong(long value) {
        room(Long.BYTES);
        buffer.putLong(value);
    }

    public void writeInt(int value) {
        room(Integer.BYTES);
        buffer.putInt(value);
    }

    public void writeBytes(byte[] values) {
        writeArray(values.length, 1, (from, count) -> buffer.slice().put(values, from, count));
    }

    public void writeShorts(short[] values) {
        writeArray(values.length, Short.BYTES, (from, count) -> buffer.asShortBuffer().put(values, from, count));
    }

    public void writeInts(int[] values) {
        writeArray(values.length, Integer.BYTES, (from, count) -> buffer.asIntBuffer().put(values, from, count));
    }

    public void writeLongs(long[] values) {
        writeArray(values.length, Long.BYTES, (from, count) -> buffer.asLongBuffer().put(values, from, count));
    }

    public void writeFloats(float[] values) {
        writeArray(values.length, Float.BYTES, (from, count) -> buffer.asFloatBuffer().put(values, from, count));
    }

    public void writeDoubles(double[] values) {
        writeArray(values.length, Double.BYTES, (from, count) -> buffer.asDoubleBuffer().put(values, from, count));
    }

    /**
     * A column, its values starting at a multiple of eight bytes into the file, so that {@link SnapshotReader} can
     * map them in place and read every value at its natural alignment.
     */
    public void write(ByteColumn column) {
        ByteBuffer values = column.buffer();
        writeAligned(values.capacity(), 1, (from, count) -> buffer.slice().put(values.slice(from, count)));
    }

    public void write(ShortColumn column) {
        ShortBuffer values = column.buffer();
        writeAligned(values.capacity(), Short.BYTES,
                (from, count) -> buffer.asShortBuffer().put(values.slice(from, count)));
    }

    public void write(IntColumn column) {
        IntBuffer values = column.buffer();
        writeAligned(values.capacity(), Integer.BYTES,
                (from, count) -> buffer.asIntBuffer().put(values.slice(from, count)));
    }

    private void writeAligned(int length, int bytesPerValue, ArrayBlock block) {
        writeInt(length);
        int padding = SnapshotReader.paddingAt(flushed + buffer.position());
        room(padding);
        for (int i = 0; i < padding; i++) {
            buffer.put((byte) 0);
        }
        writeValues(length, bytesPerValue, block);
    }

    /** Texts that may be null: -1 stands for null, otherwise the UTF-8 length and bytes. */
    public void writeTexts(String[] values) {
        writeInt(values.length);
        for (String value : values) {
            if (value == null) {
                writeInt(-1);
            } else {
                writeBytes(value.getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    /**
     * The length, then the values a block at a time: each block is as many values as the buffer has room for,
     * copied by {@code block} to the buffer's position, which then moves past them.
     */
    private void writeArray(int length, int bytesPerValue, ArrayBlock block) {
        writeInt(length);
        writeValues(length, bytesPerValue, block);
    }

    private void writeValues(int length, int bytesPerValue, ArrayBlock block) {
        for (int done = 0; done < length; ) {
            int count = Math.min(length - done, room(bytesPerValue) / bytesPerValue);
            block.copy(done, count);
            buffer.position(buffer.position() + count * bytesPerValue);
            done += count;
        }
    }

    private void flush() {
        buffer.flip();
        checksum.update(buffer.duplicate());
        flushed += buffer.remaining();
        try {
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        buffer.clear();
    }

    /** Makes room for at least {@code bytes} and returns how much room there is. */
    private int room(int bytes) {
        if (buffer.remaining() < bytes) {
            flush();
        }
        return buffer.remaining();
    }
}
