package dev.geolookup.web.support;

import jakarta.json.JsonObject;

import java.io.IOException;
import java.net.URL;
import java.util.stream.Stream;

/**
 * Runs one of the geopy scripts of src/test/python against the deployed service, with Debian's python3-geopy (and
 * whatever more the script needs) installed into target/, and reads the JSON report it prints last.
 */
public final class GeopyReports {

    private GeopyReports() {
    }

    public static JsonObject of(String script, URL base, String... morePackages)
            throws IOException, InterruptedException {
        String[] packages = Stream.concat(Stream.of("python3-geopy", "python3-geographiclib"),
                Stream.of(morePackages)).toArray(String[]::new);
        return (JsonObject) ServiceClient.parse(DebianPackages.installed(packages)
                .lastLineOf("src/test/python/" + script, base.toString()));
    }
}
