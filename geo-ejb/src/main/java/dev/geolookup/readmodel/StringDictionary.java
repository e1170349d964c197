package dev.geolookup.readmodel;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The few distinct values of a column with millions of rows (country codes, feature codes, time zones), each
 * stored once and referred to by its number. Number 0 stands for "no value".
 */
public final class StringDictionary {

    private final String[] values;
    private final Map<String, Integer> numbers;

    private StringDictionary(List<String> values, Map<String, Integer> numbers) {
        this.values = values.toArray(String[]::new);
        this.numbers = Map.copyOf(numbers);
    }

    /** The value of a number; null for 0. */
    public String value(int number) {
        return values[number];
    }

    /** The number of a value, or -1 when no row has it. */
    public int numberOf(String value) {
        Integer number = numbers.get(value);
        return number == null ? -1 : number;
    }

    public int size() {
        return values.length;
    }

    public void writeTo(SnapshotWriter snapshot) {
        snapshot.writeTexts(values);
    }

    public static StringDictionary readFrom(SnapshotReader snapshot) {
        Builder builder = new Builder();
        String[] values = snapshot.readTexts();
        for (int number = 1; number < values.length; number++) {
            if (builder.numberOf(values[number]) != number) {
                throw new SnapshotDamagedException("a dictionary holds an empty or repeated value");
            }
        }
        return builder.build();
    }

    public static final class Builder {

        private final List<String> values = new ArrayList<>();
        private final Map<String, Integer> numbers = new HashMap<>();

        public Builder() {
            values.add(null);
        }

        public int numberOf(String value) {
            if (value == null || value.isEmpty()) {
                return 0;
            }
            return numbers.computeIfAbsent(value, added -> {
                values.add(added);
                return values.size() - 1;
            });
        }

        public StringDictionary build() {
            return new StringDictionary(values, numbers);
        }
    }
}
