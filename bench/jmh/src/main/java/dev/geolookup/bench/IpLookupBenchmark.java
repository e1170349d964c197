package dev.geolookup.bench;

import com.maxmind.db.Reader;
import dev.geolookup.ip.IpAddressText;
import dev.geolookup.ip.IpRangeRow;
import dev.geolookup.ip.IpRangeView;
import inet.ipaddr.IPAddress;
import inet.ipaddr.IPAddressString;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.nio.file.Files;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPInputStream;

/**
 * Lookups per second on one thread: the service's IP read model (sorted range starts, binary search) beside
 * MaxMind's reader on the DB-IP MMDB file of the same release, over the same random addresses.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class IpLookupBenchmark {

    private static final int ADDRESSES = 1 << 16;

    private IpRangeView table;
    private Reader maxmind;
    private int[] ipv4;
    private long[] ipv6High;
    private long[] ipv6Low;
    private InetAddress[] inetAddresses;
    private String[] texts;
    private int next;

    @Setup
    public void load() throws IOException {
        IpRangeView.Builder builder = new IpRangeView.Builder(1, "bundled", null);
        BundledData.lines(BundledData.DATASETS.resolve("ip/dbip-country-lite.csv.gz"), line -> {
            String[] fields = line.split(",");
            IPAddress start = new IPAddressString(fields[0]).getAddress();
            IPAddress end = new IPAddressString(fields[1]).getAddress();
            builder.add(new IpRangeRow(start.isIPv4() ? 4 : 6, start.getBytes(), end.getBytes(), fields[2]));
        });
        table = builder.build();
        try (InputStream mmdb = new GZIPInputStream(Files.newInputStream(
                BundledData.ROOT.resolve("geo-web/src/test/resources/ip/dbip-country-lite.mmdb.gz")))) {
            maxmind = new Reader(mmdb);
        }
        Random random = new Random(42);
        ipv4 = new int[ADDRESSES];
        ipv6High = new long[ADDRESSES];
        ipv6Low = new long[ADDRESSES];
        inetAddresses = new InetAddress[ADDRESSES];
        texts = new String[ADDRESSES];
        for (int i = 0; i < ADDRESSES; i++) {
            ipv4[i] = random.nextInt();
            ipv6High[i] = 0x2000_0000_0000_0000L | (random.nextLong() >>> 4);
            ipv6Low[i] = random.nextLong();
            inetAddresses[i] = InetAddress.getByAddress(new byte[] {(byte) (ipv4[i] >>> 24),
                    (byte) (ipv4[i] >>> 16), (byte) (ipv4[i] >>> 8), (byte) ipv4[i]});
            texts[i] = inetAddresses[i].getHostAddress();
        }
    }

    @TearDown
    public void close() throws IOException {
        maxmind.close();
    }

    /** The read model alone, on an address already in numeric form. */
    @Benchmark
    public String readModelIpv4() {
        return table.countryOfIpv4(ipv4[next++ & (ADDRESSES - 1)]);
    }

    @Benchmark
    public String readModelIpv6() {
        int i = next++ & (ADDRESSES - 1);
        return table.countryOfIpv6(ipv6High[i], ipv6Low[i]);
    }

    /** What a request does: read the text strictly, then look it up. */
    @Benchmark
    public String readModelFromText() {
        return table.countryOf(IpAddressText.parse(texts[next++ & (ADDRESSES - 1)]));
    }

    @Benchmark
    public Object maxmindReaderIpv4() throws IOException {
        return maxmind.get(inetAddresses[next++ & (ADDRESSES - 1)], Map.class);
    }
}
