package dev.geolookup.ip;

import dev.geolookup.country.CountryView;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.boundary.BoundaryView;
import dev.geolookup.subdivision.Admin1Outlines;

/** The views an IP answer is written from, taken together once per request. */
record IpViews(IpRangeView ranges, IpCityView cities, IpNetworkView networks, CountryView countries,
               BoundaryView timezoneBoundaries, GazetteerView places, GazetteerView cityGazetteer,
               AdminNameView admin1Names, Admin1Outlines admin1Outlines) {
}
