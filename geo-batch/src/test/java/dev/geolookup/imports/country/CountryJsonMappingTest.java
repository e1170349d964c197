package dev.geolookup.imports.country;

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
        CountryRow antigua = CountryJsonMapping.toCountry(json("{'alpha2Code':'ag','alpha3Code':'ATG','name':'Antigua',"
                + "'population':97928,'numericCode':28,"
                + "'maps':{'maps':'https://www.google.com/maps/place/Antigua','gmaps':'https://www.openstreetmap.org/relation/536900'},"
                + "'languages':[{'iso639-1':'','iso639_2':'rar','name':'Maori','nativName':'Maori'}]}"), 3);
        assertThat(antigua.alpha2Code()).isEqualTo("AG");
        assertThat(antigua.sourcePosition()).isEqualTo(3);
        assertThat(antigua.numericCode()).isEqualTo("028");
        assertThat(antigua.googleMaps()).isEqualTo("https://www.google.com/maps/place/Antigua");
        assertThat(antigua.openStreetMaps()).isEqualTo("https://www.openstreetmap.org/relation/536900");
        assertThat(antigua.languages().get(0).iso639_1()).isNull();
        assertThat(antigua.languages().get(0).nativeName()).isEqualTo("Maori");
    }

    @Test
    void readsMapLinksGivenOutsideTheMapsObject() throws Exception {
        CountryRow azerbaijan = CountryJsonMapping.toCountry(json("{'alpha2Code':'AZ','alpha3Code':'AZE','name':'Azerbaijan',"
                + "'population':1,'gmaps':'https://www.google.com/maps/place/Azerbaijan'}"), 0);
        assertThat(azerbaijan.googleMaps()).isEqualTo("https://www.google.com/maps/place/Azerbaijan");
        assertThat(azerbaijan.openStreetMaps()).isNull();
    }

    @Test
    void keepsListsObjectsAndOptionalNumbers() throws Exception {
        CountryRow country = CountryJsonMapping.toCountry(json("{'alpha2Code':'DE','alpha3Code':'DEU','name':'Germany',"
                + "'population':83240525,'area':357114,'latlng':[51,9],'callingCodes':['49',''],"
                + "'currencies':[{'code':'EUR','name':'Euro','symbol':'€'}],'translations':{'fr':'Allemagne'},"
                + "'regionalBlocs':[{'acronym':'EU','name':'European Union','otherNames':['UE']}]}"), 0);
        assertThat(country.area()).isEqualTo(357114.0);
        assertThat(country.latitude()).isEqualTo(51.0);
        assertThat(country.callingCodes()).containsExactly("49");
        assertThat(country.currencies().get(0).symbol()).isEqualTo("€");
        assertThat(country.translations()).containsEntry("fr", "Allemagne");
        assertThat(country.regionalBlocs().get(0).otherNames()).containsExactly("UE");
    }

    @Test
    void aMissingAreaIsTakenFromWorldCountriesOrElseFromGeoNames() throws Exception {
        CountryRow guiana = CountryJsonMapping.toCountry(json("{'alpha2Code':'GF','alpha3Code':'GUF',"
                + "'name':'French Guiana','population':254541}"), 0);
        assertThat(guiana.area()).as("world-countries").isEqualTo(83534.0);
        CountryRow svalbard = CountryJsonMapping.toCountry(json("{'alpha2Code':'SJ','alpha3Code':'SJM',"
                + "'name':'Svalbard and Jan Mayen','population':2562,'area':null}"), 0);
        assertThat(svalbard.area()).as("GeoNames, where world-countries says -1").isEqualTo(62049.0);
        CountryRow germany = CountryJsonMapping.toCountry(json("{'alpha2Code':'DE','alpha3Code':'DEU','name':'Germany',"
                + "'population':1,'area':1234}"), 0);
        assertThat(germany.area()).as("the record's own area").isEqualTo(1234.0);
        CountryRow unknown = CountryJsonMapping.toCountry(json("{'alpha2Code':'QZ','alpha3Code':'QZQ','name':'Quartzland',"
                + "'population':1}"), 0);
        assertThat(unknown.area()).isNull();
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
