package dev.geolookup.web.adapter.geonames;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.geonames.GeoNamesService;
import dev.geolookup.api.adapter.geonames.Style;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** What no data may break: the XML stays well-formed whatever text a name or a refusal holds. */
class GeoNamesXmlTest {

    @Test
    void textXmlCannotCarryBecomesTheReplacementCharacter() {
        assertThat(GeoNamesXml.legal("a\u0001b\tc")).isEqualTo("a\uFFFDb\tc");
        assertThat(GeoNamesXml.legal("x\uD800y")).as("half a surrogate pair").isEqualTo("x\uFFFDy");
        assertThat(GeoNamesXml.legal("\uD83D\uDE00 <&>")).as("a whole pair and markup stay").isEqualTo("\uD83D\uDE00 <&>");
    }

    @Test
    void anAnswerWithMarkupAndControlCharactersParses() throws Exception {
        JsonBody answer = JsonBody.of("{\"totalResultsCount\":1,\"geonames\":[{\"name\":\"A <b> & \\u0002 \\ud800\","
                + "\"lat\":\"1.5\",\"adminCode1\":\"07\",\"adminCodes1\":{\"ISO3166_2\":\"T\"},"
                + "\"alternateNames\":[{\"name\":\"\\\"q\\\"\",\"lang\":\"de\"}]}]}");
        byte[] xml = GeoNamesXml.of(GeoNamesService.SEARCH, Style.FULL, answer);
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        Element root = factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml)).getDocumentElement();
        assertThat(root.getAttribute("style")).isEqualTo("FULL");
        Element geoname = (Element) root.getElementsByTagName("geoname").item(0);
        assertThat(geoname.getElementsByTagName("name").item(0).getTextContent()).isEqualTo("A <b> & \uFFFD \uFFFD");
        assertThat(((Element) geoname.getElementsByTagName("adminCode1").item(0)).getAttribute("ISO3166-2"))
                .isEqualTo("T");
        Element alternate = (Element) geoname.getElementsByTagName("alternateName").item(0);
        assertThat(alternate.getAttribute("lang")).isEqualTo("de");
        assertThat(alternate.getTextContent()).isEqualTo("\"q\"");
    }
}
