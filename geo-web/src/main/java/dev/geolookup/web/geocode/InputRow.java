package dev.geolookup.web.geocode;

import dev.geolookup.api.geocode.GeocodeRow;

import java.util.List;

/** A row of the file as given, every value of it, and what the lookup is asked for it. */
record InputRow(List<String> values, GeocodeRow row) {
}
