package dev.geolookup.served;

import dev.geolookup.boundary.BoundaryView;
import dev.geolookup.country.CountryInfoView;
import dev.geolookup.country.CountryView;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNameView;
import dev.geolookup.postal.PostalCodeView;
import dev.geolookup.subdivision.Admin1Outlines;

/**
 * The read models this node serves, taken together at one moment, so that an answer written from several of them
 * reads one edition of each even while a refresh replaces one.
 */
public record ServedViews(CountryView countries, CountryInfoView countryInfo, BoundaryView countryBoundaries,
                          BoundaryView timezoneBoundaries, AdminNameView admin1Names, AdminNameView admin2Names,
                          Admin1Outlines admin1Outlines, GazetteerView places, GazetteerView cities,
                          PostalCodeView postalCodes, LocalNameView localNames) {
}
