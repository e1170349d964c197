package dev.geolookup.imports.geonames;

import dev.geolookup.api.Dataset;
import dev.geolookup.imports.DatasetSource;
import dev.geolookup.imports.SourceHeapEstimate;
import dev.geolookup.place.GazetteerBuildEstimate;
import jakarta.enterprise.context.ApplicationScoped;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * The heap a places or cities build would take, from the first {@value #SAMPLE_BYTES} bytes of a GeoNames file:
 * the sample's rows and text, scaled by the source's size to the sample's share of it. GeoNames files are ordered by
 * id, not by size of row, so the start stands for the rest; the estimate is taken four fifths of the way so that a
 * start denser than the rest does not refuse what would fit.
 */
@ApplicationScoped
public class GazetteerSourceSample implements SourceHeapEstimate {

    static final int SAMPLE_BYTES = 4 << 20;
    private static final double SHARE_TRUSTED = 0.8;

    @Override
    public Set<Dataset> datasets() {
        return Set.of(Dataset.PLACES, Dataset.CITIES);
    }

    @Override
    public long heapNeededToBuild(DatasetSource source) throws IOException {
        long rows = 0;
        long chars = 0;
        BufferedReader lines = new BufferedReader(new InputStreamReader(source.content(), StandardCharsets.UTF_8));
        String line;
        boolean whole = true;
        // A source read to its end before the sample is full is counted whole; else the sample is scaled.
        while ((line = lines.readLine()) != null) {
            String[] fields = line.split("\t", 5);
            if (fields.length >= 4) {
                rows++;
                chars += fields[1].length() + fields[2].length() + fields[3].length();
            }
            if (source.bytesRead() >= SAMPLE_BYTES) {
                whole = false;
                break;
            }
        }
        long sampleBytes = new GazetteerBuildEstimate(rows, chars).buildBytes();
        if (whole) {
            return sampleBytes;
        }
        Long total = source.totalBytes();
        return total == null || source.bytesRead() == 0 ? 0
                : (long) (sampleBytes * SHARE_TRUSTED * total / source.bytesRead());
    }
}
