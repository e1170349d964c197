package dev.geolookup.place;

import dev.geolookup.country.CountryView;
import dev.geolookup.country.CountryViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/**
 * The qualifier dictionary of the views being served, built again (well under a second on the bundled data) by the
 * first request that finds one of the views it was made from replaced.
 */
@ApplicationScoped
public class QualifierDictionaryHolder {

    private record Built(GazetteerView places, AdminNameView admin1, AdminNameView admin2, CountryView countries,
                         Object isoCodes, QualifierDictionary dictionary) {

        boolean builtFrom(GazetteerView places, AdminNameView admin1, AdminNameView admin2, CountryView countries,
                          Object isoCodes) {
            return this.places == places && this.admin1 == admin1 && this.admin2 == admin2
                    && this.countries == countries && this.isoCodes == isoCodes;
        }
    }

    @Inject
    private PlaceViewHolder places;
    @Inject
    private AdminNameViews adminNames;
    @Inject
    private CountryViewHolder countries;
    @Inject
    private Admin1IsoCodes isoCodes;

    private volatile Built built;

    /** The dictionary of the views served now. */
    public QualifierDictionary current() {
        Built last = built;
        if (last != null && last.builtFrom(places.current(), adminNames.admin1(), adminNames.admin2(),
                countries.current(), isoCodes.edition())) {
            return last.dictionary();
        }
        return rebuild();
    }

    private synchronized QualifierDictionary rebuild() {
        GazetteerView gazetteer = places.current();
        AdminNameView admin1 = adminNames.admin1();
        AdminNameView admin2 = adminNames.admin2();
        CountryView countryView = countries.current();
        Object isoEdition = isoCodes.edition();
        Built last = built;
        if (last == null || !last.builtFrom(gazetteer, admin1, admin2, countryView, isoEdition)) {
            built = new Built(gazetteer, admin1, admin2, countryView, isoEdition,
                    QualifierDictionary.of(gazetteer, admin1, admin2, countryView::alpha3Of, isoCodes));
        }
        return built.dictionary();
    }
}
