package dev.geolookup.subdivision;

import dev.geolookup.api.text.Language;
import dev.geolookup.boundary.BoundaryView;
import dev.geolookup.country.CountryView;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNames;

/** The views a subdivision answer is written from, taken together once per request. */
record SubdivisionViews(AdminNameView admin1, AdminNameView admin2, Admin1Outlines outlines, GazetteerView places,
                        LocalNames localNames, Language language, BoundaryView timezones, CountryView countries) {
}
