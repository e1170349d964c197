package dev.geolookup.ip;

import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.ip.IpLookup;
import dev.geolookup.country.CountryView;
import inet.ipaddr.IPAddress;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static dev.geolookup.api.GeneratedJson.writeTextOrNull;

/**
 * The IP answers, written from one IP range view and one country view: an address's country with the country
 * record spliced in, a batch with an error element where an address has none, and where the data comes from. Plain
 * Java, so that its edge cases are tested without a container; IpLookupBean only hands it the views.
 */
final class IpAnswers {

    /** What the data source is called, under which licence, and the attribution results must carry. */
    record DataSource(String provider, String license, String attribution) {
    }

    private final IpRangeView ranges;
    private final CountryView countries;

    IpAnswers(IpRangeView ranges, CountryView countries) {
        this.ranges = ranges;
        this.countries = countries;
    }

    JsonBody locate(String address, FieldSelection fields) {
        return JsonBody.perRequest(result(IpAddressText.parse(address), fields));
    }

    JsonBody locateAll(List<String> addresses, FieldSelection fields) {
        if (addresses.isEmpty()) {
            throw new InvalidRequestException("the array must hold at least one IP");
        }
        if (addresses.size() > IpLookup.MAX_BATCH) {
            throw new InvalidRequestException("at most " + IpLookup.MAX_BATCH + " IPs per request");
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream(1024 * addresses.size());
        body.write('[');
        for (int i = 0; i < addresses.size(); i++) {
            if (i > 0) {
                body.write(',');
            }
            body.writeBytes(elementFor(addresses.get(i), fields));
        }
        body.write(']');
        return JsonBody.perRequest(body.toByteArray());
    }

    JsonBody info(DataSource source) {
        return GeneratedJson.body(512, json -> {
            json.writeStartObject();
            json.write("provider", source.provider());
            json.write("license", source.license());
            json.write("attribution", source.attribution());
            writeTextOrNull(json, "source", ranges.source());
            writeTextOrNull(json, "lastUpdated", ranges.dataMonth() == null ? null : ranges.dataMonth().toString());
            writeTextOrNull(json, "importedAt", ranges.importedAt() == null ? null : ranges.importedAt().toString());
            json.write("ipv4Ranges", ranges.ipv4Ranges());
            json.write("ipv6Ranges", ranges.ipv6Ranges());
            json.writeEnd();
        });
    }

    private byte[] elementFor(String address, FieldSelection fields) {
        try {
            return result(IpAddressText.parse(address), fields);
        } catch (InvalidRequestException e) {
            return error(address, IpLookup.INVALID_ADDRESS);
        } catch (RecordNotFoundException e) {
            return error(address, RecordNotFoundException.MESSAGE);
        }
    }

    /** {"ip":…,"countryCode":…,"country":{…}}: the country record is spliced in as the country view prepared it. */
    private byte[] result(IPAddress address, FieldSelection fields) {
        String countryCode = ranges.countryOf(address);
        if (countryCode == null) {
            throw new RecordNotFoundException();
        }
        JsonBody country = countries.record(countryCode, fields).orElseThrow(RecordNotFoundException::new);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(country.utf8().length + 96);
        bytes.writeBytes(("{\"ip\":\"" + address.toCanonicalString() + "\",\"countryCode\":\"" + countryCode
                + "\",\"country\":").getBytes(StandardCharsets.UTF_8));
        bytes.writeBytes(country.utf8());
        bytes.write('}');
        return bytes.toByteArray();
    }

    private static byte[] error(String address, String reason) {
        return GeneratedJson.bytes(64, json -> {
            json.writeStartObject();
            writeTextOrNull(json, "ip", address);
            json.write("error", reason);
            json.writeEnd();
        });
    }
}
