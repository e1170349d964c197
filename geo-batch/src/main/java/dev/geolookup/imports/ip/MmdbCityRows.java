package dev.geolookup.imports.ip;

import com.maxmind.db.DatabaseRecord;
import com.maxmind.db.InvalidNetworkException;
import com.maxmind.db.Network;
import com.maxmind.db.Networks;
import com.maxmind.db.Reader;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;

/**
 * The networks of an ip-location-db city MMDB file (read by MaxMind's reader), as rows of ip-location-db's CSV
 * layout (public for the benchmarks, which build the read models from the bundled files as the import reads them).
 * The MMDB tree splits each range of the CSV it was built from into prefix blocks; neighbouring blocks
 * with the same record are joined back into one range, so a row is a range of the source, not a block of the tree.
 */
public final class MmdbCityRows implements AutoCloseable {

    private static final String[] RECORD_KEYS = {"country_code", "state1", "state2", "city", "postcode", "latitude",
            "longitude", "timezone"};

    private final Reader reader;
    private final Networks<Map> networks;
    private DatabaseRecord<Map> pending;

    @SuppressWarnings("unchecked")
    public MmdbCityRows(InputStream content) throws IOException {
        reader = new Reader(content);
        try {
            networks = reader.networks(false, Map.class);
        } catch (InvalidNetworkException e) {
            throw new IOException("the MMDB file's tree cannot be walked: " + e.getMessage(), e);
        }
    }

    /** The next range, in ip-location-db's CSV layout; null after the last. */
    public String[] next() throws IOException {
        DatabaseRecord<Map> first = pending != null ? pending : nextRecord();
        pending = null;
        if (first == null) {
            return null;
        }
        InetAddress start = first.getNetwork().getNetworkAddress();
        BigInteger end = lastOf(first.getNetwork());
        while (true) {
            DatabaseRecord<Map> following = nextRecord();
            if (following == null) {
                break;
            }
            BigInteger followingStart = new BigInteger(1, following.getNetwork().getNetworkAddress().getAddress());
            if (!followingStart.equals(end.add(BigInteger.ONE)) || !Objects.equals(following.getData(), first.getData())) {
                pending = following;
                break;
            }
            end = lastOf(following.getNetwork());
        }
        String[] fields = new String[2 + RECORD_KEYS.length];
        fields[0] = start.getHostAddress();
        fields[1] = addressOf(end, start.getAddress().length).getHostAddress();
        for (int i = 0; i < RECORD_KEYS.length; i++) {
            Object value = first.getData().get(RECORD_KEYS[i]);
            fields[2 + i] = value == null ? "" : value.toString();
        }
        return fields;
    }

    private DatabaseRecord<Map> nextRecord() {
        return networks.hasNext() ? networks.next() : null;
    }

    private static BigInteger lastOf(Network network) {
        byte[] address = network.getNetworkAddress().getAddress();
        int hostBits = address.length * 8 - network.getPrefixLength();
        return new BigInteger(1, address).add(BigInteger.ONE.shiftLeft(hostBits)).subtract(BigInteger.ONE);
    }

    private static InetAddress addressOf(BigInteger value, int length) throws UnknownHostException {
        byte[] bytes = value.toByteArray();
        byte[] address = new byte[length];
        int copied = Math.min(bytes.length, length);
        System.arraycopy(bytes, bytes.length - copied, address, length - copied, copied);
        return InetAddress.getByAddress(address);
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
