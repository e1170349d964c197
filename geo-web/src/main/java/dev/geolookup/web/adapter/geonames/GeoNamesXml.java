package dev.geolookup.web.adapter.geonames;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.geonames.GeoNamesService;
import dev.geolookup.api.adapter.geonames.Style;
import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * GeoNames' XML form of a service's answer, written from its JSON form, so that both carry the same values: the
 * same member names as elements, in the order of GeoNames' XML (toponymName, name, lat, lng, ... timezone, bbox),
 * one element per record (geoname, country, code, countrySubdivision, timezone), an error as
 * {@code <status message value/>}. Where GeoNames' XML differs from its JSON it is followed: a postal code's
 * postalCode and placeName are postalcode and name, the timezone's offsets and adminCodes1's ISO code are
 * attributes, each alternate name and each code is an element of its own with its language or type.
 */
final class GeoNamesXml {

    static final String MEDIA_TYPE = "text/xml; charset=UTF-8";

    private static final XMLOutputFactory OUTPUT = XMLOutputFactory.newFactory();

    /** The order of a toponym's elements in GeoNames' XML; members not listed follow in the JSON's order. */
    private static final List<String> TOPONYM_ORDER = List.of("toponymName", "name", "lat", "lng", "geonameId",
            "countryCode", "countryName", "fcl", "fcode", "fclName", "fcodeName", "population", "asciiName",
            "elevation", "srtm3", "continentCode", "adminCode1", "adminName1", "adminCode2", "adminName2",
            "adminName3", "adminName4", "adminName5", "alternateNames", "timezone", "bbox");
    private static final List<String> POSTAL_ORDER = List.of("postalCode", "postalcode", "placeName", "countryCode",
            "lat", "lng", "adminCode1", "adminName1", "adminCode2", "adminName2", "adminCode3", "adminName3");
    private static final List<String> BOX_ORDER = List.of("west", "north", "east", "south");
    /** JSON members whose XML element GeoNames names otherwise. */
    private static final Map<String, String> POSTAL_NAMES = Map.of("postalCode", "postalcode", "placeName", "name");

    private GeoNamesXml() {
    }

    /** What each record of a service is called in its XML, and the order of its members there. */
    private record RecordShape(String element, List<String> order, Map<String, String> renamed) {
    }

    private static RecordShape shapeOf(GeoNamesService service) {
        return switch (service) {
            case SEARCH, GET, FIND_NEARBY_PLACE_NAME, FIND_NEARBY, CHILDREN, HIERARCHY, SIBLINGS, NEIGHBOURS, CITIES ->
                    new RecordShape("geoname", TOPONYM_ORDER, Map.of());
            case COUNTRY_INFO, COUNTRY_CODE, POSTAL_CODE_COUNTRY_INFO -> new RecordShape("country", List.of(), Map.of());
            case COUNTRY_SUBDIVISION -> new RecordShape("countrySubdivision", List.of("countryCode", "countryName",
                    "adminCode1", "adminName1", "adminCode2", "adminName2", "codes"), Map.of());
            case TIMEZONE -> new RecordShape("timezone", List.of("countryCode", "countryName", "lat", "lng",
                    "timezoneId", "dstOffset", "gmtOffset", "rawOffset", "time", "sunrise", "sunset"), Map.of());
            case POSTAL_CODE_SEARCH, POSTAL_CODE_LOOKUP, FIND_NEARBY_POSTAL_CODES ->
                    new RecordShape("code", POSTAL_ORDER, POSTAL_NAMES);
        };
    }

    /** Whether the JSON answer is one record under the root rather than an envelope of lists (get's is the root). */
    private static boolean answersOneRecord(GeoNamesService service) {
        return service == GeoNamesService.COUNTRY_CODE
                || service == GeoNamesService.COUNTRY_SUBDIVISION || service == GeoNamesService.TIMEZONE;
    }

    /**
     * The XML of an answer; style is the style the request asked for, written on the root as GeoNames does, or null
     * where the service takes none.
     */
    static byte[] of(GeoNamesService service, Style style, JsonBody answer) {
        JsonObject json = GeoNamesForm.parsed(answer);
        return written(xml -> {
            if (json.containsKey("status")) {
                writeStatus(xml, json.getJsonObject("status"));
                return;
            }
            RecordShape shape = shapeOf(service);
            if (service == GeoNamesService.GET) {
                writeRecord(xml, shape, json);
                return;
            }
            xml.writeStartElement("geonames");
            if (style != null) {
                xml.writeAttribute("style", style.name());
            }
            newLine(xml);
            if (answersOneRecord(service)) {
                writeRecord(xml, shape, json);
            } else {
                for (Map.Entry<String, JsonValue> member : json.entrySet()) {
                    if (member.getValue() instanceof JsonArray records) {
                        for (JsonObject record : records.getValuesAs(JsonObject.class)) {
                            writeRecord(xml, shape, record);
                        }
                    } else {
                        writeValue(xml, member.getKey(), member.getValue());
                    }
                }
            }
            xml.writeEndElement();
        });
    }

    /** GeoNames' XML refusal, {@code <geonames><status message value/></geonames>}, of its JSON one. */
    static byte[] status(JsonBody refusal) {
        JsonObject json = GeoNamesForm.parsed(refusal);
        return written(xml -> writeStatus(xml, json.getJsonObject("status")));
    }

    private static void writeStatus(XMLStreamWriter xml, JsonObject status) throws XMLStreamException {
        xml.writeStartElement("geonames");
        newLine(xml);
        xml.writeEmptyElement("status");
        xml.writeAttribute("message", legal(status.getString("message", "")));
        xml.writeAttribute("value", String.valueOf(status.getInt("value", 0)));
        newLine(xml);
        xml.writeEndElement();
    }

    private static void writeRecord(XMLStreamWriter xml, RecordShape shape, JsonObject record)
            throws XMLStreamException {
        xml.writeStartElement(shape.element());
        newLine(xml);
        String isoCode = record.containsKey("adminCodes1")
                ? record.getJsonObject("adminCodes1").getString("ISO3166_2", null) : null;
        for (String member : ordered(record.keySet(), shape.order())) {
            JsonValue value = record.get(member);
            switch (member) {
                case "adminCodes1" -> { }
                case "adminCode1" -> {
                    xml.writeStartElement("adminCode1");
                    if (isoCode != null) {
                        xml.writeAttribute("ISO3166-2", legal(isoCode));
                    }
                    xml.writeCharacters(legal(text(value)));
                    xml.writeEndElement();
                    newLine(xml);
                }
                case "timezone" -> writeTimezone(xml, value);
                case "bbox" -> writeBox(xml, value.asJsonObject());
                default -> {
                    if (value instanceof JsonArray list) {
                        writeEach(xml, member, list);
                    } else {
                        writeValue(xml, shape.renamed().getOrDefault(member, member), value);
                    }
                }
            }
        }
        xml.writeEndElement();
        newLine(xml);
    }

    /** A toponym's timezone: {@code <timezone dstOffset gmtOffset>zone</timezone>}; the service's own is a record. */
    private static void writeTimezone(XMLStreamWriter xml, JsonValue value) throws XMLStreamException {
        if (!(value instanceof JsonObject zone)) {
            writeValue(xml, "timezone", value);
            return;
        }
        xml.writeStartElement("timezone");
        xml.writeAttribute("dstOffset", text(zone.get("dstOffset")));
        xml.writeAttribute("gmtOffset", text(zone.get("gmtOffset")));
        xml.writeCharacters(legal(text(zone.get("timeZoneId"))));
        xml.writeEndElement();
        newLine(xml);
    }

    private static void writeBox(XMLStreamWriter xml, JsonObject box) throws XMLStreamException {
        xml.writeStartElement("bbox");
        newLine(xml);
        for (String edge : ordered(box.keySet(), BOX_ORDER)) {
            writeValue(xml, edge, box.get(edge));
        }
        xml.writeEndElement();
        newLine(xml);
    }

    /**
     * A list inside a record, one element each, named in the singular (alternateNames: alternateName, codes: code):
     * the member of that name, or name, is its text; the others are attributes (lang, type).
     */
    private static void writeEach(XMLStreamWriter xml, String member, JsonArray list) throws XMLStreamException {
        String element = member.endsWith("s") ? member.substring(0, member.length() - 1) : member;
        for (JsonValue item : list) {
            if (!(item instanceof JsonObject object)) {
                writeValue(xml, element, item);
                continue;
            }
            String textMember = object.containsKey(element) ? element : "name";
            xml.writeStartElement(element);
            for (Map.Entry<String, JsonValue> attribute : object.entrySet()) {
                if (!attribute.getKey().equals(textMember)) {
                    xml.writeAttribute(attribute.getKey(), legal(text(attribute.getValue())));
                }
            }
            xml.writeCharacters(legal(text(object.get(textMember))));
            xml.writeEndElement();
            newLine(xml);
        }
    }

    /** A value as an element of its text; null is left out, as GeoNames leaves out what it does not hold. */
    private static void writeValue(XMLStreamWriter xml, String element, JsonValue value) throws XMLStreamException {
        if (value == null || value.getValueType() == JsonValue.ValueType.NULL) {
            return;
        }
        xml.writeStartElement(element);
        xml.writeCharacters(legal(text(value)));
        xml.writeEndElement();
        newLine(xml);
    }

    private static String text(JsonValue value) {
        if (value == null || value.getValueType() == JsonValue.ValueType.NULL) {
            return "";
        }
        if (value instanceof JsonString string) {
            return string.getString();
        }
        return value instanceof JsonNumber number ? number.toString() : value.toString();
    }

    /** The members in the XML's order: those it lists first, in its order, then the rest as the JSON has them. */
    private static List<String> ordered(Set<String> members, List<String> order) {
        Set<String> result = new LinkedHashSet<>();
        for (String member : order) {
            if (members.contains(member)) {
                result.add(member);
            }
        }
        result.addAll(members);
        return new ArrayList<>(result);
    }

    /**
     * XML 1.0 cannot carry most control characters, even escaped, nor can UTF-8 carry half a surrogate pair: each
     * becomes U+FFFD.
     */
    static String legal(String text) {
        StringBuilder legal = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean allowed;
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
                continue;
            } else if (Character.isSurrogate(c)) {
                allowed = false;
            } else {
                allowed = c >= 0x20 ? c != 0xFFFE && c != 0xFFFF : c == '\t' || c == '\n' || c == '\r';
            }
            if (!allowed) {
                if (legal == null) {
                    legal = new StringBuilder(text);
                }
                legal.setCharAt(i, '\uFFFD');
            }
        }
        return legal == null ? text : legal.toString();
    }

    @FunctionalInterface
    private interface XmlContent {
        void write(XMLStreamWriter xml) throws XMLStreamException;
    }

    private static byte[] written(XmlContent content) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(1024);
        try {
            XMLStreamWriter xml = OUTPUT.createXMLStreamWriter(bytes, "UTF-8");
            xml.writeStartDocument("UTF-8", "1.0");
            newLine(xml);
            content.write(xml);
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("an answer could not be written as XML", e);
        }
        return bytes.toByteArray();
    }

    private static void newLine(XMLStreamWriter xml) throws XMLStreamException {
        xml.writeCharacters("\n");
    }
}
