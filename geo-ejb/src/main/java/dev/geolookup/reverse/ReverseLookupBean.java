package dev.geolookup.reverse;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.reverse.ReverseLookup;
import dev.geolookup.api.reverse.ReverseQuery;
import dev.geolookup.api.text.Language;
import dev.geolookup.served.ServedViews;
import dev.geolookup.served.ServedViewsHolder;
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
    private ServedViewsHolder served;

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
        ServedViews views = served.current();
        return new ReverseQueries(new ReverseViews(views.countryBoundaries(), views.timezoneBoundaries(),
                views.countries(), views.admin1Names(), views.admin2Names(), views.places(), views.cities(),
                views.postalCodes(), views.localNames().in(language), views.admin1Outlines()));
    }
}
