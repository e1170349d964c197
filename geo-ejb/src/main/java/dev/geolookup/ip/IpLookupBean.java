package dev.geolookup.ip;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.ip.IpLookup;
import dev.geolookup.country.CountryViewHolder;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.List;

/** Geolocates addresses (IpAnswers) from the in-memory IP range read model; the country records come from theirs. */
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
        return answers().locate(address, fields);
    }

    @Override
    public JsonBody locateAll(List<String> addresses, FieldSelection fields) {
        return answers().locateAll(addresses, fields);
    }

    @Override
    public JsonBody info() {
        return answers().info(new IpAnswers.DataSource(provider, license, attribution));
    }

    @Override
    public long dataVersion() {
        return ranges.current().version();
    }

    /** The views being served now, taken once for the whole request. */
    private IpAnswers answers() {
        return new IpAnswers(ranges.current(), countries.current());
    }
}
