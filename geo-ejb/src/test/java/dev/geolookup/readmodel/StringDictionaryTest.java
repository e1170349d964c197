package dev.geolookup.readmodel;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class StringDictionaryTest {

    @TempDir
    Path directory;

    @Test
    void numbersEachValueOnceFromOneAndKeepsZeroForNoValue() {
        StringDictionary.Builder builder = new StringDictionary.Builder();
        assertThat(builder.numberOf("Europe/Berlin")).isEqualTo(1);
        assertThat(builder.numberOf("Europe/Paris")).isEqualTo(2);
        assertThat(builder.numberOf("Europe/Berlin")).isEqualTo(1);
        assertThat(builder.numberOf(null)).isZero();
        assertThat(builder.numberOf("")).isZero();
        StringDictionary dictionary = builder.build();
        assertThat(dictionary.size()).isEqualTo(3);
        assertThat(dictionary.value(0)).isNull();
        assertThat(dictionary.value(2)).isEqualTo("Europe/Paris");
        assertThat(dictionary.numberOf("Europe/Berlin")).isEqualTo(1);
        assertThat(dictionary.numberOf("Asia/Tokyo")).isEqualTo(-1);
    }

    @Test
    void aSnapshotGivesBackTheSameNumbers() {
        StringDictionary.Builder builder = new StringDictionary.Builder();
        builder.numberOf("DE");
        builder.numberOf("FR");
        StringDictionary dictionary = builder.build();
        StringDictionary restored = SnapshotRoundTrip.of(directory.resolve("dictionary.snapshot"),
                dictionary::writeTo, StringDictionary::readFrom);
        assertThat(restored.size()).isEqualTo(3);
        assertThat(restored.numberOf("DE")).isEqualTo(1);
        assertThat(restored.value(2)).isEqualTo("FR");
    }
}
