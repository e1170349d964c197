package dev.geolookup.imports.country;

import dev.geolookup.country.Country;
import jakarta.json.Json;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.io.StringReader;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CountryJsonMappingTest {

    private static JsonValue json(String text) {
        return Json.createReader(new StringReader(text.replace('\'', '"'))).readValue();
    }

    @Test
    void readsTheQuirksOfThePublishedFileAsWhatTheyMean() throws Exception {
        Country antigua = CountryJsonMapping.toCountry(json("{'alpha2Code':'ag','alpha3Code':'ATG','name':'Antigua',"
                + "'population':97928,'numericCode':28,"
                + "'maps':{'maps':'https://www.google.com/maps/place/Antigua','gmaps':'https://www.openstreetmap.org/relation/536900'},"
                + "'languages':[{'iso639-1':'','iso639_2':'rar','name':'Maori','nativName':'Maori'}]}"), 3);
        assertThat(antigua.getAlpha2Code()).isEqualTo("AG");
        assertThat(antigua.getSourcePosition()).isEqualTo(3);
        assertThat(antigua.getNumericCode()).isEqualTo("028");
        assertThat(antigua.getGoogleMaps()).isEqualTo("https://www.google.com/maps/place/Antigua");
        assertThat(antigua.getOpenStreetMaps()).isEqualTo("https://www.openstreetmap.org/relation/536900");
        assertThat(antigua.getLanguages().get(0).getIso639_1()).isNull();
        assertThat(antigua.getLanguages().get(0).getNativeName()).isEqualTo("Maori");
    }

    @Test
    void readsMapLinksGivenOutsideTheMapsObject() throws Exception {
        Country azerbaijan = CountryJsonMapping.toCountry(json("{'alpha2Code':'AZ','alpha3Code':'AZE','name':'Azerbaijan',"
                + "'population':1,'gmaps':'https://www.google.com/maps/place/Azerbaijan'}"), 0);
        assertThat(azerbaijan.getGoogleMaps()).isEqualTo("https://www.google.com/maps/place/Azerbaijan");
        assertThat(azerbaijan.getOpenStreetMaps()).isNull();
    }

    @Test
    void keepsListsObjectsAndOptionalNumbers() throws Exception {
        Country country = CountryJsonMapping.toCountry(json("{'alpha2Code':'DE','alpha3Code':'DEU','name':'Germany',"
                + "'population':83240525,'area':357114,'latlng':[51,9],'callingCodes':['49',''],"
                + "'currencies':[{'code':'EUR','name':'Euro','symbol':'€'}],'translations':{'fr':'Allemagne'},"
                + "'regionalBlocs':[{'acronym':'EU','name':'European Union','otherNames':['UE']}]}"), 0);
        assertThat(country.getArea()).isEqualTo(357114.0);
        assertThat(country.getLatitude()).isEqualTo(51.0);
        assertThat(country.getCallingCodes()).containsExactly("49");
        assertThat(country.getCurrencies().get(0).getSymbol()).isEqualTo("€");
        assertThat(country.getTranslations()).containsEntry("fr", "Allemagne");
        assertThat(country.getRegionalBlocs().get(0).getOtherNames()).containsExactly("UE");
    }

    @Test
    void aMissingAreaIsTakenFromWorldCountriesOrElseFromGeoNames() throws Exception {
        Country guiana = CountryJsonMapping.toCountry(json("{'alpha2Code':'GF','alpha3Code':'GUF',"
                + "'name':'French Guiana','population':254541}"), 0);
        assertThat(guiana.getArea()).as("world-countries").isEqualTo(83534.0);
        Country svalbard = CountryJsonMapping.toCountry(json("{'alpha2Code':'SJ','alpha3Code':'SJM',"
                + "'name':'Svalbard and Jan Mayen','population':2562,'area':null}"), 0);
        assertThat(svalbard.getArea()).as("GeoNames, where world-countries says -1").isEqualTo(62049.0);
        Country germany = CountryJsonMapping.toCountry(json("{'alpha2Code':'DE','alpha3Code':'DEU','name':'Germany',"
                + "'population':1,'area':1234}"), 0);
        assertThat(germany.getArea()).as("the record's own area").isEqualTo(1234.0);
        Country unknown = CountryJsonMapping.toCountry(json("{'alpha2Code':'QZ','alpha3Code':'QZQ','name':'Quartzland',"
                + "'population':1}"), 0);
        assertThat(unknown.getArea()).isNull();
    }

    @Test
    void malformedElementsAreRejectedWithTheirReason() {
        assertThatThrownBy(() -> CountryJsonMapping.toCountry(json("[1]"), 0)).hasMessage("not a JSON object");
        assertThatThrownBy(() -> CountryJsonMapping.toCountry(json("{'alpha2Code':'D1','alpha3Code':'DEU','name':'x','population':1}"), 0))
                .hasMessage("missing or malformed alpha2Code");
        assertThatThrownBy(() -> CountryJsonMapping.toCountry(json("{'alpha2Code':'DE','name':'x','population':1}"), 0))
                .hasMessage("missing or malformed alpha3Code");
        assertThatThrownBy(() -> CountryJsonMapping.toCountry(json("{'alpha2Code':'DE','alpha3Code':'DEU','population':1}"), 0))
                .hasMessage("missing name");
        assertThatThrownBy(() -> CountryJsonMapping.toCountry(json("{'alpha2Code':'DE','alpha3Code':'DEU','name':'x','population':'many'}"), 0))
                .hasMessage("missing or malformed population");
    }
}
