package dev.geolookup.web.adapter.geonames;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.Jsonp;
import dev.geolookup.api.adapter.geonames.GeoNamesService;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The form GeoNames answers a path in: its JSON name (searchJSON) is JSON whatever else is asked; its plain name
 * (search) is XML, or JSON with type=json, and countryCode's plain name is one line of text.
 */
enum GeoNamesForm {
    JSON, XML, TEXT;

    static GeoNamesForm of(String path, GeoNamesService service, List<String> type) {
        if (path.endsWith("JSON")) {
            return JSON;
        }
        if (asks(type, "json")) {
            return JSON;
        }
        if (asks(type, "xml")) {
            return XML;
        }
        return service == GeoNamesService.COUNTRY_CODE ? TEXT : XML;
    }

    private static boolean asks(List<String> type, String form) {
        return type != null && type.stream().anyMatch(form::equalsIgnoreCase);
    }

    /**
     * countryCode's plain text, from its JSON answer: the code and a line end, or GeoNames' ERR:value:message line
     * (ERR:15:no country code found at sea). GeoNames ends the line with CR LF.
     */
    static byte[] countryCodeText(JsonBody answer) {
        JsonObject json = parsed(answer);
        JsonObject status = json.getJsonObject("status");
        String line = status == null ? json.getString("countryCode", "")
                : "ERR:" + status.getInt("value", 0) + ":" + status.getString("message", "");
        return (line + "\r\n").getBytes(StandardCharsets.UTF_8);
    }

    /** The JSON answer the other forms are written from. */
    static JsonObject parsed(JsonBody answer) {
        try (JsonReader reader = Jsonp.PROVIDER.createReader(new ByteArrayInputStream(answer.utf8()))) {
            return reader.readObject();
        }
    }
}
