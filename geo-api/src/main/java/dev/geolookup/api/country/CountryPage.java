package dev.geolookup.api.country;

import dev.geolookup.api.JsonBody;

/** One page of GET /countries and the number of countries before paging (the X-Total-Count header). */
public record CountryPage(JsonBody body, int totalCount) {
}
