package dev.geolookup.geonames;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geonames.GeoNamesLookup;
import dev.geolookup.api.geonames.GeoNamesService;
import dev.geolookup.api.place.FeatureCodes;
import dev.geolookup.boundary.CountryBoundaryViewHolder;
import dev.geolookup.boundary.TimezoneBoundaryViewHolder;
import dev.geolookup.country.CountryInfoViewHolder;
import dev.geolookup.country.CountryViewHolder;
import dev.geolookup.place.Admin1NameViewHolder;
import dev.geolookup.place.Admin2NameViewHolder;
import dev.geolookup.place.CityViewHolder;
import dev.geolookup.place.FeatureJson;
import dev.geolookup.place.GazetteerQueries;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNameView;
import dev.geolookup.place.LocalNameViewHolder;
import dev.geolookup.place.PlaceViewHolder;
import dev.geolookup.place.QualifierDictionaryHolder;
import dev.geolookup.postal.PostalCodeViewHolder;
import dev.geolookup.subdivision.Admin1CrosswalkHolder;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;

import java.time.Clock;
import java.util.List;
import java.util.function.Function;

/**
 * Answers GeoNames' services from the read models being served, taken once per request; no request reaches the
 * database. Every refusal is GeoNames' status body, whatever refused.
 */
@Stateless
@Local(GeoNamesLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class GeoNamesLookupBean implements GeoNamesLookup {

    private static final FeatureCodes FEATURE_CODES = FeatureCodes.bundled();

    @Inject
    private PlaceViewHolder places;
    @Inject
    private CityViewHolder cities;
    @Inject
    private Admin1NameViewHolder admin1Names;
    @Inject
    private Admin2NameViewHolder admin2Names;
    @Inject
    private CountryViewHolder countries;
    @Inject
    private CountryInfoViewHolder countryInfo;
    @Inject
    private Admin1CrosswalkHolder admin1Outlines;
    @Inject
    private CountryBoundaryViewHolder countryBoundaries;
    @Inject
    private TimezoneBoundaryViewHolder timezoneBoundaries;
    @Inject
    private PostalCodeViewHolder postalCodes;
    @Inject
    private LocalNameViewHolder localNames;
    @Inject
    private QualifierDictionaryHolder qualifiers;

    @Override
    public JsonBody answer(GeoNamesService service, Function<String, List<String>> values) {
        GeoNamesParameters parameters = new GeoNamesParameters(service, values);
        try {
            return answer(service, parameters, views(parameters));
        } catch (GeoNamesError e) {
            return e.body();
        } catch (InvalidRequestException e) {
            return GeoNamesError.bodyOf(e.getMessage(), GeoNamesError.INVALID_PARAMETER);
        }
    }

    @Override
    public JsonBody notServed(String serviceName) {
        return GeoNamesError.bodyOf("the service " + serviceName + " is not available on this server: its data "
                + "(Wikipedia, elevation, weather, streets or addresses) is not held here",
                GeoNamesError.NOT_IMPLEMENTED);
    }

    private JsonBody answer(GeoNamesService service, GeoNamesParameters parameters, GeoNamesViews views) {
        return switch (service) {
            case SEARCH -> new ToponymSearch(views, gazetteerQueries(views, views.places(), FeatureJson.PLACE))
                    .answer(parameters);
            case GET -> new ToponymTree(views).get(parameters);
            case FIND_NEARBY_PLACE_NAME -> new NearbyToponyms(views).placeNames(parameters);
            case FIND_NEARBY -> new NearbyToponyms(views).any(parameters);
            case CITIES -> new NearbyToponyms(views).cities(parameters,
                    gazetteerQueries(views, views.cities(), FeatureJson.CITY));
            case COUNTRY_INFO -> new CountryServices(views).info(parameters);
            case COUNTRY_CODE -> new CountryServices(views).countryCode(parameters);
            case COUNTRY_SUBDIVISION -> new CountryServices(views).subdivision(parameters);
            case CHILDREN -> new ToponymTree(views).children(parameters);
            case HIERARCHY -> new ToponymTree(views).hierarchy(parameters);
            case SIBLINGS -> new ToponymTree(views).siblings(parameters);
            case NEIGHBOURS -> new ToponymTree(views).neighbours(parameters);
            case TIMEZONE -> new TimezoneService(views, Clock.systemUTC()).answer(parameters);
            case POSTAL_CODE_SEARCH -> new PostalServices(views).search(parameters);
            case POSTAL_CODE_LOOKUP -> new PostalServices(views).lookup(parameters);
            case FIND_NEARBY_POSTAL_CODES -> new PostalServices(views).nearby(parameters);
            case POSTAL_CODE_COUNTRY_INFO -> new PostalServices(views).countries();
        };
    }

    private GazetteerQueries gazetteerQueries(GeoNamesViews views, GazetteerView gazetteer,
                                              FeatureJson shape) {
        return new GazetteerQueries(gazetteer, shape, countries, views.localNameView(), admin1Outlines,
                qualifiers.current());
    }

    /** The views being served now, taken once for the whole request. */
    private GeoNamesViews views(GeoNamesParameters parameters) {
        LocalNameView names = localNames.current();
        return new GeoNamesViews(places.current(), cities.current(), admin1Names.current(), admin2Names.current(),
                countries.current(), countryInfo.current(), admin1Outlines.current(), countryBoundaries.current(),
                timezoneBoundaries.current(), postalCodes.current(), names, FEATURE_CODES, parameters.language());
    }
}
