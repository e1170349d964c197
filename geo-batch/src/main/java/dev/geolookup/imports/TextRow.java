package dev.geolookup.imports;

/** One line of a delimited text file, split into fields, with where it came from. */
public record TextRow(String source, long lineNumber, String[] fields) {
}
