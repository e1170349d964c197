package dev.geolookup.subdivision;

import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.AdminNameViews;
import dev.geolookup.place.CityViewHolder;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.PlaceViewHolder;
import dev.geolookup.readmodel.DataVersionServed;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.interceptor.Interceptor;

/**
 * Gives the places and the cities being served the admin codes of {@link ListedAdminCodes}, whenever one of them or
 * a view the corrections are made from is served: after the crosswalk is rebuilt and before the response cache drops
 * its answers, on the thread that served it.
 */
@ApplicationScoped
public class AdminCodeCorrector {

    /** What one set of corrections was made from; equal where each view is the same one. */
    private record Edition(Admin1Outlines crosswalk, AdminNameView admin1Names, AdminNameView admin2Names) {
    }

    @Inject
    private Admin1CrosswalkHolder crosswalk;
    @Inject
    private AdminNameViews adminNames;
    @Inject
    private PlaceViewHolder places;
    @Inject
    private CityViewHolder cities;

    void correct(@Observes @Priority(Interceptor.Priority.LIBRARY_BEFORE + 10) DataVersionServed served) {
        correct();
    }

    /* Serialised, each reading the views served when it starts, as the crosswalk's rebuild is. */
    private synchronized void correct() {
        Edition edition = new Edition(crosswalk.current(), adminNames.admin1(), adminNames.admin2());
        for (GazetteerView view : new GazetteerView[] {places.current(), cities.current()}) {
            if (!view.corrections().madeFor(view, edition)) {
                view.correct(ListedAdminCodes.of(view, edition.admin1Names(), edition.admin2Names(),
                        edition.crosswalk(), edition));
            }
        }
    }
}
