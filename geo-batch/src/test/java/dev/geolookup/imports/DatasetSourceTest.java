package dev.geolookup.imports;

import org.junit.jupiter.api.Test;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZOutputStream;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DatasetSourceTest {

    private static final String DATA = "DE\tGermany\nFR\tFrance\n";

    @TempDir
    Path directory;

    private static String sha256(byte[] bytes) throws NoSuchAlgorithmException {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    private static String readAll(DatasetSource source) throws IOException {
        return new String(source.content().readAllBytes(), StandardCharsets.UTF_8);
    }

    /** A zip archive of these entries (name, text, name, text, …), in this order. */
    private Path zip(String name, String... entries) throws IOException {
        Path file = directory.resolve(name);
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(file))) {
            for (int i = 0; i < entries.length; i += 2) {
                zip.putNextEntry(new ZipEntry(entries[i]));
                zip.write(entries[i + 1].getBytes(StandardCharsets.UTF_8));
            }
        }
        return file;
    }

    @Test
    void aPlainFileIsReadCountedAndHashed() throws Exception {
        Path file = directory.resolve("countries.txt");
        Files.writeString(file, DATA);
        try (DatasetSource source = DatasetSource.open(file.toString(), null)) {
            assertThat(readAll(source)).isEqualTo(DATA);
            assertThat(source.description()).isEqualTo(file.toString());
            assertThat(source.totalBytes()).isEqualTo(DATA.length());
            assertThat(source.bytesRead()).isEqualTo(DATA.length());
            assertThat(source.checksum()).isEqualTo(sha256(DATA.getBytes(StandardCharsets.UTF_8)));
        }
    }

    @Test
    void gzipIsUnpackedWhileTheRawBytesAreCountedAndHashed() throws Exception {
        Path file = directory.resolve("countries.txt.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(DATA.getBytes(StandardCharsets.UTF_8));
        }
        byte[] raw = Files.readAllBytes(file);
        try (DatasetSource source = DatasetSource.open("file:" + file, null)) {
            assertThat(readAll(source)).isEqualTo(DATA);
            assertThat(source.totalBytes()).isEqualTo(raw.length);
            assertThat(source.bytesRead()).isEqualTo(raw.length);
            assertThat(source.checksum()).isEqualTo(sha256(raw));
        }
    }

    @Test
    void xzIsUnpackedWhileTheRawBytesAreCountedAndHashed() throws Exception {
        Path file = directory.resolve("countries.txt.xz");
        try (OutputStream out = new XZOutputStream(Files.newOutputStream(file), new LZMA2Options())) {
            out.write(DATA.getBytes(StandardCharsets.UTF_8));
        }
        byte[] raw = Files.readAllBytes(file);
        try (DatasetSource source = DatasetSource.open(file.toString(), null)) {
            assertThat(readAll(source)).isEqualTo(DATA);
            assertThat(source.bytesRead()).isEqualTo(raw.length);
            assertThat(source.checksum()).isEqualTo(sha256(raw));
        }
    }

    @Test
    void aZipArchiveGivesItsDataFileNotItsReadme() throws Exception {
        Path file = zip("DE.zip", "readme.txt", "about this file", "DE.txt", DATA);
        try (DatasetSource source = DatasetSource.open(file.toString(), null)) {
            assertThat(readAll(source)).isEqualTo(DATA);
        }
    }

    @Test
    void aZipArchiveWithOnlyAReadmeIsRefused() throws Exception {
        Path file = zip("empty.zip", "readme.txt", "nothing else");
        assertThatThrownBy(() -> DatasetSource.open(file.toString(), null))
                .isInstanceOf(IOException.class).hasMessageContaining("holds no data file");
    }

    @Test
    void theBundledSourceIsTheResourceOfTheBuildAndNoSourceMeansBundled() throws Exception {
        try (DatasetSource source = DatasetSource.open(null, "/datasets/geonames/countryInfo.txt.gz")) {
            assertThat(source.description()).isEqualTo("/datasets/geonames/countryInfo.txt.gz");
            assertThat(readAll(source)).contains("\nDE\tDEU\t276\t");
            assertThat(source.totalBytes()).isPositive();
        }
    }

    @Test
    void aMissingFileOrResourceIsAnErrorThatNamesIt() {
        assertThatThrownBy(() -> DatasetSource.open(directory.resolve("nope.txt").toString(), null))
                .isInstanceOf(IOException.class).hasMessageContaining("no such file").hasMessageContaining("nope.txt");
        assertThatThrownBy(() -> DatasetSource.open(DatasetSource.BUNDLED, "/datasets/nope.txt.gz"))
                .isInstanceOf(IOException.class).hasMessageContaining("/datasets/nope.txt.gz is missing");
    }
}
