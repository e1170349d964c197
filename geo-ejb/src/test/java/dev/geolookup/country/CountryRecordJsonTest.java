package dev.geolookup.country;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CountryRecordJsonTest {

    static Country germany() {
        Country country = new Country("DE", "DEU", "Germany", 0);
        country.setNativeName("Deutschland");
        country.setCapital("Berlin");
        country.setRegion("Europe");
        country.setSubregion("Central Europe");
        country.setPopulation(83_240_525);
        country.setArea(357_114.0);
        country.setLatLng(51.0, 9.0);
        country.setNumericCode("276");
        country.setCioc("GER");
        country.setDemonym("German");
        country.setFlags("https://flagcdn.com/de.svg", "https://flagcdn.com/w320/de.png");
        country.getTopLevelDomains().add(".de");
        country.getCallingCodes().add("49");
        country.getTimezones().add("UTC+01:00");
        country.getBorders().addAll(List.of("AUT", "FRA"));
        country.getCurrencies().add(new Currency("EUR", "Euro", "€"));
        country.getLanguages().add(new SpokenLanguage("de", "deu", "German", "Deutsch"));
        country.getTranslations().put("fr", "Allemagne");
        country.getRegionalBlocs().add(new RegionalBloc("EU", "European Union", List.of(), List.of("Union européenne")));
        return country;
    }

    @Test
    void theFullRecordHasTheSpecFieldsInTheSpecOrder() {
        JsonObject record = CountryRecordJson.fullRecord(germany());
        assertThat(record.keySet()).containsExactly("name", "topLevelDomain", "alpha2Code", "alpha3Code",
                "callingCodes", "capital", "altSpellings", "subregion", "region", "population", "latlng", "demonym",
                "area", "timezones", "borders", "nativeName", "numericCode", "flags", "currencies", "languages",
                "flag", "maps", "populationDensity", "translations", "regionalBlocs");
        assertThat(record.getString("flag")).isEqualTo("🇩🇪");
        assertThat(record.getJsonNumber("populationDensity").bigDecimalValue()).isEqualByComparingTo("233.09");
        assertThat(record.getJsonObject("maps").getString("googleMaps"))
                .isEqualTo("https://www.google.com/maps/search/?api=1&query=Germany");
        assertThat(record.getJsonArray("regionalBlocs").getJsonObject(0).keySet())
                .containsExactly("acronym", "name", "otherNames");
        assertThat(record).doesNotContainKey("cioc");
    }

    @Test
    void densityAndAreaAreAbsentWhereTheAreaIsUnknownOrZero() {
        Country country = new Country("UM", "UMI", "United States Minor Outlying Islands", 1);
        country.setPopulation(300);
        JsonObject record = CountryRecordJson.fullRecord(country);
        assertThat(record).doesNotContainKeys("area", "populationDensity", "capital");
        assertThat(record.getJsonArray("latlng")).isEmpty();
        assertThat(CountryRecordJson.populationDensity(10, 0.0)).isNull();
        assertThat(CountryRecordJson.populationDensity(1, 3.0)).isEqualByComparingTo(new BigDecimal("0.33"));
    }

    @Test
    void flagEmojiSpellsTheCodeInRegionalIndicators() {
        assertThat(CountryRecordJson.flagEmoji("FR")).isEqualTo("\uD83C\uDDEB\uD83C\uDDF7");
        assertThat(CountryRecordJson.flagEmoji("XK").codePoints()).containsExactly(0x1F1FD, 0x1F1F0);
    }
}
