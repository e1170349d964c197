package dev.geolookup.reverse;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.reverse.ReverseLookup;
import dev.geolookup.api.reverse.ReverseQuery;
import dev.geolookup.api.text.Language;
import dev.geolookup.boundary.CountryBoundaryViewHolder;
import dev.geolookup.boundary.TimezoneBoundaryViewHolder;
import dev.geolookup.country.CountryViewHolder;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.AdminNameViews;
import dev.geolookup.place.CityViewHolder;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNameViewHolder;
import dev.geolookup.place.PlaceViewHolder;
import dev.geolookup.postal.PostalCodeViewHolder;
import dev.geolookup.subdivision.Admin1CrosswalkHolder;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.json.JsonValue;

import java.util.List;

/** Answers what is at a point (ReverseQueries) from the read models being served; no request reaches the database. */
@Stateless
@Local(ReverseLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class ReverseLookupBean implements ReverseLookup {

    @Inject
    private CountryBoundaryViewHolder countryBoundaries;
    @Inject
    private TimezoneBoundaryViewHolder timezoneBoundaries;
    @Inject
    private CountryViewHolder countries;
    @Inject
    private AdminNameViews adminNames;
    @Inject
    private PlaceViewHolder places;
    @Inject
    private CityViewHolder cities;
    @Inject
    private PostalCodeViewHolder postalCodes;
    @Inject
    private LocalNameViewHolder localNames;
    @Inject
    private Admin1CrosswalkHolder admin1Outlines;

    @Override
    public JsonBody at(ReverseQuery query, FieldSelection fields, Language language) {
        return answers(language).at(query, fields);
    }

    @Override
    public JsonBody atAll(List<JsonValue> points, double radiusKm, FieldSelection fields, Language language) {
        return answers(language).atAll(points, radiusKm, fields);
    }

    /** The views being served now, taken once for the whole request. */
    private ReverseQueries answers(Language language) {
        AdminNameView admin1 = adminNames.admin1();
        AdminNameView admin2 = adminNames.admin2();
        GazetteerView gazetteer = places.current();
        return new ReverseQueries(new ReverseViews(countryBoundaries.current(), timezoneBoundaries.current(),
                countries.current(), admin1, admin2, gazetteer, cities.current(), postalCodes.current(),
                localNames.current().in(language), admin1Outlines.current()));
    }
}
