package dev.geolookup.subdivision;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.subdivision.SubdivisionLookup;
import dev.geolookup.api.text.Language;
import dev.geolookup.boundary.TimezoneBoundaryViewHolder;
import dev.geolookup.country.CountryViewHolder;
import dev.geolookup.place.AdminNameViews;
import dev.geolookup.place.CityViewHolder;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNameViewHolder;
import dev.geolookup.place.PlaceViewHolder;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;

/** Answers the subdivision queries (SubdivisionQueries) from the read models being served. */
@Stateless
@Local(SubdivisionLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class SubdivisionLookupBean implements SubdivisionLookup {

    @Inject
    private AdminNameViews adminNames;
    @Inject
    private Admin1CrosswalkHolder crosswalks;
    @Inject
    private PlaceViewHolder places;
    @Inject
    private CityViewHolder cities;
    @Inject
    private LocalNameViewHolder localNames;
    @Inject
    private TimezoneBoundaryViewHolder timezones;
    @Inject
    private CountryViewHolder countries;

    @Override
    public JsonBody ofCountry(String country, String level, Language language) {
        return queries(language).ofCountry(country, level);
    }

    @Override
    public JsonBody byCode(String code, Language language) {
        return queries(language).byCode(code);
    }

    @Override
    public JsonBody children(String code, Language language) {
        return queries(language).children(code);
    }

    @Override
    public JsonBody hierarchy(int geonameId, boolean city, Language language) {
        GazetteerView placeView = places.current();
        return new PlaceHierarchy(city ? cities.current() : placeView, placeView, adminNames.admin1(),
                adminNames.admin2(), countries.current(), localNames.current().in(language), language)
                .of(geonameId);
    }

    /** The views being served now, taken once for the whole request. */
    private SubdivisionQueries queries(Language language) {
        return new SubdivisionQueries(new SubdivisionViews(adminNames.admin1(), adminNames.admin2(),
                crosswalks.current(), places.current(), localNames.current().in(language), language,
                timezones.current(), countries.current()));
    }
}
