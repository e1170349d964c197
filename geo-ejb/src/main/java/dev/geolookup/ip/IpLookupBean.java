package dev.geolookup.ip;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.ip.IpAnswerMembers;
import dev.geolookup.api.ip.IpLookup;
import dev.geolookup.country.CountryViewHolder;
import dev.geolookup.place.Admin1NameViewHolder;
import dev.geolookup.subdivision.Admin1CrosswalkHolder;
import dev.geolookup.place.CityViewHolder;
import dev.geolookup.place.PlaceViewHolder;
import dev.geolookup.boundary.TimezoneBoundaryViewHolder;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.List;

/**
 * Geolocates addresses (IpQueries) from the in-memory IP read models (country, city, network); the country
 * records, time zones, places and cities come from theirs.
 */
@Stateless
@Local(IpLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class IpLookupBean implements IpLookup {

    @Inject
    private IpRangeViewHolder ranges;
    @Inject
    private IpCityViewHolder cities;
    @Inject
    private IpNetworkViewHolder networks;
    @Inject
    private CountryViewHolder countries;
    @Inject
    private TimezoneBoundaryViewHolder timezoneBoundaries;
    @Inject
    private PlaceViewHolder places;
    @Inject
    private CityViewHolder cityGazetteer;
    @Inject
    private Admin1NameViewHolder admin1Names;
    @Inject
    private Admin1CrosswalkHolder admin1Outlines;

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
    public JsonBody locate(String address, FieldSelection fields, IpAnswerMembers members) {
        return answers().locate(address, fields, members);
    }

    @Override
    public JsonBody locateAll(List<String> addresses, FieldSelection fields, IpAnswerMembers members) {
        return answers().locateAll(addresses, fields, members);
    }

    @Override
    public JsonBody info() {
        IpRangeView countryRanges = ranges.current();
        return answers().info(new IpQueries.DataSource(provider, license, attribution),
                cities.countryDisagreements(countryRanges));
    }

    @Override
    public JsonBody autonomousSystem(long number) {
        return answers().autonomousSystem(number);
    }

    @Override
    public long dataVersion() {
        return ranges.current().version();
    }

    /** The views being served now, taken once for the whole request. */
    private IpQueries answers() {
        return new IpQueries(new IpViews(ranges.current(), cities.current(), networks.current(), countries.current(),
                timezoneBoundaries.current(), places.current(), cityGazetteer.current(), admin1Names.current(),
                admin1Outlines.current()));
    }
}
