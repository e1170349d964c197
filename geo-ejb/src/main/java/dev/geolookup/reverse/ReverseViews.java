package dev.geolookup.reverse;

import dev.geolookup.subdivision.Admin1Outlines;
import dev.geolookup.boundary.BoundaryView;
import dev.geolookup.country.CountryView;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNames;
import dev.geolookup.postal.PostalCodeView;

/** The views a reverse-geocoding answer is written from, taken together once per request. */
record ReverseViews(BoundaryView countryBoundaries, BoundaryView timezoneBoundaries, CountryView countries,
                    AdminNameView admin1Names, AdminNameView admin2Names, GazetteerView places, GazetteerView cities,
                    PostalCodeView postalCodes, LocalNames localNames, Admin1Outlines admin1Outlines) {
}
