package dev.geolookup.ip;

import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.ip.IpLookup;
import dev.geolookup.country.CountryViewHolder;
import inet.ipaddr.IPAddress;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static dev.geolookup.api.GeneratedJson.writeTextOrNull;

/** Geolocates addresses from the in-memory IP range read model; the country records come from theirs. */
@Stateless
@Local(IpLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class IpLookupBean implements IpLookup {

    @Inject
    private IpRangeViewHolder ranges;

    @Inject
    private CountryViewHolder countries;

    @Inject
    @ConfigProperty(name = "geo.ip.provider", defaultValue = "DB-IP")
    private String provider;

    @Inject
    @ConfigProperty(name = "geo.ip.license", defaultValue = "Creative Commons Attribution 4.0 International (CC BY 4.0)")
    private String license;

    @Inject
    @ConfigProperty(name = "geo.ip.attribution", defaultValue = "IP Geolocation by DB-IP (https://db-ip.com)")
    private String attribution;

    @Override
    public JsonBody locate(String address, FieldSelection fields) {
        return JsonBody.perRequest(result(IpAddressText.parse(address), fields));
    }

    @Override
    public JsonBody locateAll(List<String> addresses, FieldSelection fields) {
        if (addresses.isEmpty()) {
            throw new InvalidRequestException("the array must hold at least one IP");
        }
        if (addresses.size() > MAX_BATCH) {
            throw new InvalidRequestException("at most " + MAX_BATCH + " IPs per request");
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

    @Override
    public JsonBody info() {
        IpRangeView view = ranges.current();
        return GeneratedJson.body(512, json -> {
            json.writeStartObject();
            json.write("provider", provider);
            json.write("license", license);
            json.write("attribution", attribution);
            writeTextOrNull(json, "source", view.source());
            writeTextOrNull(json, "lastUpdated", view.dataMonth() == null ? null : view.dataMonth().toString());
            writeTextOrNull(json, "importedAt", view.importedAt() == null ? null : view.importedAt().toString());
            json.write("ipv4Ranges", view.ipv4Ranges());
            json.write("ipv6Ranges", view.ipv6Ranges());
            json.writeEnd();
        });
    }

    @Override
    public long dataVersion() {
        return ranges.current().version();
    }

    private byte[] elementFor(String address, FieldSelection fields) {
        try {
            return result(IpAddressText.parse(address), fields);
        } catch (InvalidRequestException e) {
            return error(address, INVALID_ADDRESS);
        } catch (RecordNotFoundException e) {
            return error(address, RecordNotFoundException.MESSAGE);
        }
    }

    /** {"ip":…,"countryCode":…,"country":{…}}: the country record is spliced in as the country view prepared it. */
    private byte[] result(IPAddress address, FieldSelection fields) {
        String countryCode = ranges.current().countryOf(address);
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
