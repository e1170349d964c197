package dev.geolookup.served;

import dev.geolookup.boundary.CountryBoundaryViewHolder;
import dev.geolookup.boundary.TimezoneBoundaryViewHolder;
import dev.geolookup.country.CountryInfoViewHolder;
import dev.geolookup.country.CountryViewHolder;
import dev.geolookup.place.AdminNameViews;
import dev.geolookup.place.CityViewHolder;
import dev.geolookup.place.LocalNameViewHolder;
import dev.geolookup.place.PlaceViewHolder;
import dev.geolookup.postal.PostalCodeViewHolder;
import dev.geolookup.subdivision.Admin1CrosswalkHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** Hands out the read models being served as one bundle, taken once per request. */
@ApplicationScoped
public class ServedViewsHolder {

    @Inject
    private CountryViewHolder countries;
    @Inject
    private CountryInfoViewHolder countryInfo;
    @Inject
    private CountryBoundaryViewHolder countryBoundaries;
    @Inject
    private TimezoneBoundaryViewHolder timezoneBoundaries;
    @Inject
    private AdminNameViews adminNames;
    @Inject
    private Admin1CrosswalkHolder admin1Outlines;
    @Inject
    private PlaceViewHolder places;
    @Inject
    private CityViewHolder cities;
    @Inject
    private PostalCodeViewHolder postalCodes;
    @Inject
    private LocalNameViewHolder localNames;

    public ServedViews current() {
        return new ServedViews(countries.current(), countryInfo.current(), countryBoundaries.current(),
                timezoneBoundaries.current(), adminNames.admin1(), adminNames.admin2(), admin1Outlines.current(),
                places.current(), cities.current(), postalCodes.current(), localNames.current());
    }
}
