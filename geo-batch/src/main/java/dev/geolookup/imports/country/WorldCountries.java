package dev.geolookup.imports.country;

import dev.geolookup.api.Jsonp;
import dev.geolookup.imports.DatasetSource;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The bundled world-countries file (mledoze/countries, the source REST Countries took its facts from), read once:
 * the country import fills gaps and mends translations of the REST Countries file from it.
 */
final class WorldCountries {

    private static final String RESOURCE = "/datasets/countries/world-countries.json.gz";

    private WorldCountries() {
    }

    /** Every record of the file, in its order. */
    static List<JsonObject> records() {
        return Loaded.RECORDS;
    }

    private static final class Loaded {
        static final List<JsonObject> RECORDS = read();
    }

    private static List<JsonObject> read() {
        try (DatasetSource file = DatasetSource.open(DatasetSource.BUNDLED, RESOURCE);
             JsonParser parser = Jsonp.PROVIDER.createParser(file.content())) {
            parser.next();
            return parser.getArrayStream().map(JsonValue::asJsonObject).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + RESOURCE, e);
        }
    }
}
