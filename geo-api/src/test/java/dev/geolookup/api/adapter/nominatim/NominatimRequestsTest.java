package dev.geolookup.api.adapter.nominatim;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geo.BoundingBox;
import dev.geolookup.api.request.QueryParameters;
import dev.geolookup.api.text.Language;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Nominatim's parameters read as Nominatim reads them: what each becomes, and what is refused with its reason. */
class NominatimRequestsTest {

    private static NominatimSearch search(String... namesAndValues) {
        return NominatimSearch.read(QueryParameters.named(namesAndValues), null);
    }

    @Test
    void aSearchTakesNominatimsParametersAsItsClientsWriteThem() {
        NominatimSearch search = search("q", " Paris, Texas ", "limit", "100", "countrycodes", "us, CA,xx1,",
                "viewbox", "-95,34,-96,33", "bounded", "1", "addressdetails", "true", "exclude_place_ids", "1,2",
                "format", "JSONv2", "accept-language", "fr-CA,fr;q=0.8");
        assertThat(search.q()).isEqualTo("Paris, Texas");
        assertThat(search.limit()).as("clamped as Nominatim clamps").isEqualTo(NominatimSearch.MAX_LIMIT);
        assertThat(search.countryCodes()).containsExactly("US", "CA");
        assertThat(search.viewbox()).as("corners in either order").isEqualTo(new BoundingBox(-96, 33, -95, 34));
        assertThat(search.bounded()).isTrue();
        assertThat(search.addressDetails()).isTrue();
        assertThat(search.excludedPlaceIds()).containsExactly(1L, 2L);
        assertThat(search.format()).isEqualTo(NominatimFormat.JSONV2);
        assertThat(search.language()).isEqualTo(Language.parse("fr-CA"));
        assertThat(search("q", "x").limit()).isEqualTo(NominatimSearch.DEFAULT_LIMIT);
        assertThat(search("q", "x").format()).isEqualTo(NominatimFormat.JSON);
        assertThat(search("q", "x", "bounded", "1").bounded()).as("bounded without a viewbox").isFalse();
    }

    @Test
    void theLanguageComesFromTheParameterElseTheHeaderElseNone() {
        assertThat(NominatimSearch.read(QueryParameters.named("q", "x"), "*, de;q=0.5").language())
                .as("a tag this service cannot read is passed over").isEqualTo(Language.parse("de"));
        assertThat(NominatimSearch.read(QueryParameters.named("q", "x", "accept-language", "es"), "de").language())
                .isEqualTo(Language.parse("es"));
        assertThat(search("q", "x").language()).isEqualTo(Language.NONE);
    }

    @Test
    void theStructuredFormIsItsOwnAndAStreetAsksForWhatIsNotHeld() {
        NominatimSearch structured = search("city", "Springfield", "state", "Illinois", "country", "USA");
        assertThat(structured.q()).isNull();
        assertThat(structured.structured().city()).isEqualTo("Springfield");
        assertThat(structured.asksForAnything()).isTrue();
        assertThat(search("street", "1 Main St", "city", "Springfield").structured().namesAStreetOrAmenity())
                .isTrue();
        assertThat(search().asksForAnything()).isFalse();
        assertThatThrownBy(() -> search("q", "Berlin", "city", "Berlin")).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("cannot be used together with 'q'");
    }

    @Test
    void malformedValuesAreRefusedWithNominatimsReasons() {
        assertThatThrownBy(() -> search("q", "x", "format", "xml")).hasMessageContaining("xml is not served here");
        assertThatThrownBy(() -> search("q", "x", "viewbox", "1,2,3")).hasMessage(
                "Bad parameter 'viewbox'. Expected 4 coordinates.");
        assertThatThrownBy(() -> search("q", "x", "addressdetails", "yes")).hasMessageContaining("0 or 1");
        assertThatThrownBy(() -> search("q", "x", "limit", "ten")).isInstanceOf(InvalidRequestException.class);
        assertThatThrownBy(() -> search("q", "x", "exclude_place_ids", "1,a")).isInstanceOf(
                InvalidRequestException.class);
        assertThatThrownBy(() -> search("q", "x".repeat(300))).isInstanceOf(InvalidRequestException.class);
    }

    @Test
    void aReverseQueryTakesItsPointAndTheDetailOfItsZoom() {
        NominatimReverse reverse = NominatimReverse.read(QueryParameters.named("lat", "52.52", "lon", "13.4",
                "zoom", "3"), null);
        assertThat(reverse.detail()).isEqualTo(NominatimReverse.Detail.COUNTRY);
        assertThat(reverse.addressDetails()).as("reverse gives the address unless told not to").isTrue();
        assertThat(NominatimReverse.read(QueryParameters.named("lat", "1", "lon", "2"), null).detail())
                .isEqualTo(NominatimReverse.Detail.PLACE);
        assertThat(NominatimReverse.read(QueryParameters.named("lat", "1", "lon", "2", "zoom", "8"), null)
                .detail()).isEqualTo(NominatimReverse.Detail.COUNTY);
        assertThat(NominatimReverse.read(QueryParameters.named("lat", "1", "lon", "2", "zoom", "6"), null)
                .detail()).isEqualTo(NominatimReverse.Detail.STATE);
        assertThatThrownBy(() -> NominatimReverse.read(QueryParameters.named("lat", "1"), null))
                .hasMessage("Need coordinates or OSM object to lookup.");
        assertThatThrownBy(() -> NominatimReverse.read(QueryParameters.named("lat", "91", "lon", "1"), null))
                .hasMessage("Invalid coordinates.");
        assertThatThrownBy(() -> NominatimReverse.read(QueryParameters.named("lat", "NaN", "lon", "1"), null))
                .hasMessage("Invalid coordinates.");
    }
}
