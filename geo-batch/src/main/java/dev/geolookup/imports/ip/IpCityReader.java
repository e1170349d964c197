package dev.geolookup.imports.ip;

import dev.geolookup.imports.DatasetSource;
import dev.geolookup.imports.DelimitedTextReader;
import dev.geolookup.imports.SourceLocations;
import dev.geolookup.imports.SourcesReader;
import dev.geolookup.imports.TextRow;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Named;

import java.io.IOException;
import java.util.Locale;

/**
 * Reads DB-IP city data from one or more sources in turn: MMDB files (a name holding ".mmdb", compressed or not)
 * through MaxMind's reader, anything else as comma-separated text.
 */
@Named("ipCityReader")
@Dependent
public class IpCityReader extends SourcesReader {

    private DatasetSource mmdbSource;
    private MmdbCityRows mmdbRows;
    private long rowNumber;
    private DelimitedTextReader textRows;

    public IpCityReader() {
    }

    /** A reader outside a batch runtime, for tests: what the job XML and the runtime would inject. */
    IpCityReader(JobContext jobContext, String source, String bundledResources) {
        super(jobContext, source, bundledResources);
    }

    @Override
    public Object readItem() throws Exception {
        while (true) {
            if (mmdbRows != null) {
                String[] fields = mmdbRows.next();
                if (fields != null) {
                    run().rowRead();
                    return new TextRow(mmdbSource.description(), ++rowNumber, fields);
                }
                closeCurrent();
            } else if (textRows != null) {
                Object row = textRows.readItem();
                if (row != null) {
                    return row;
                }
                closeCurrent();
            } else if (!openNext()) {
                return null;
            }
        }
    }

    private boolean openNext() throws IOException {
        SourceLocations.Location next = nextSource();
        if (next == null) {
            return false;
        }
        if (!next.location().toLowerCase(Locale.ROOT).contains(".mmdb")) {
            textRows = new DelimitedTextReader(jobContext(), next.source(), next.bundledResources(), "comma", "#");
            textRows.open(null);
            return true;
        }
        mmdbSource = next.open();
        run().readFrom(mmdbSource);
        mmdbRows = new MmdbCityRows(mmdbSource.content());
        rowNumber = 0;
        return true;
    }

    private void closeCurrent() throws Exception {
        if (mmdbRows != null) {
            mmdbRows.close();
            mmdbSource.close();
            mmdbRows = null;
        }
        if (textRows != null) {
            textRows.close();
            textRows = null;
        }
    }

    @Override
    public void close() throws Exception {
        closeCurrent();
    }
}
