package dev.geolookup.subdivision;

import dev.geolookup.api.Dataset;
import dev.geolookup.boundary.SubdivisionOutlineView;
import dev.geolookup.boundary.SubdivisionOutlineViewHolder;
import dev.geolookup.place.Admin1IsoCodes;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.AdminNameViews;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNameView;
import dev.geolookup.place.LocalNameViewHolder;
import dev.geolookup.place.PlaceViewHolder;
import dev.geolookup.readmodel.DataVersionServed;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.interceptor.Interceptor;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * The crosswalk of the outlines to the admin1 codes, built (about a second over the bundled gazetteer) on the thread
 * that serves a new version of one of the six views it is made from, so that no request waits for it. Requests
 * take the crosswalk built last; until the first is built they get {@link Admin1Outlines#NONE} and the nearest
 * feature answers.
 */
@ApplicationScoped
public class Admin1CrosswalkHolder implements Admin1IsoCodes {

    private static final Set<Dataset> BUILT_FROM = EnumSet.of(Dataset.SUBDIVISION_OUTLINES, Dataset.ADMIN1_CODES,
            Dataset.ADMIN2_CODES, Dataset.PLACES, Dataset.SUBDIVISION_CODES, Dataset.ALTERNATE_NAMES);

    private record Built(SubdivisionOutlineView outlines, AdminNameView admin1, AdminNameView admin2,
                         GazetteerView places, IsoSubdivisionView isoCodes, LocalNameView localNames,
                         Admin1Outlines crosswalk) {

        boolean builtFrom(SubdivisionOutlineView outlines, AdminNameView admin1, AdminNameView admin2,
                          GazetteerView places, IsoSubdivisionView isoCodes, LocalNameView localNames) {
            return this.outlines == outlines && this.admin1 == admin1 && this.admin2 == admin2
                    && this.places == places && this.isoCodes == isoCodes && this.localNames == localNames;
        }
    }

    private static final Built NOTHING = new Built(null, null, null, null, null, null, Admin1Outlines.NONE);

    @Inject
    private SubdivisionOutlineViewHolder outlines;
    @Inject
    private AdminNameViews adminNames;
    @Inject
    private PlaceViewHolder places;
    @Inject
    private IsoSubdivisionViewHolder isoCodes;
    @Inject
    private LocalNameViewHolder localNames;

    private volatile Built built = NOTHING;

    /** The crosswalk built last. */
    public Admin1Outlines current() {
        return built.crosswalk();
    }

    @Override
    public Optional<String> admin1KeyOf(String isoCode) {
        return current().admin1KeyOfIsoCode(isoCode);
    }

    @Override
    public Optional<String> isoCodeOf(String admin1Key) {
        Admin1Outlines.IsoCode iso = current().isoOf(admin1Key);
        return iso == null ? Optional.empty() : Optional.of(iso.code());
    }

    @Override
    public Object edition() {
        return current();
    }

    /*
     * Before the other observers of the event (the response cache drops its answers on it), so that no answer kept
     * after the drop was written with the crosswalk of the views replaced.
     */
    void rebuild(@Observes @Priority(Interceptor.Priority.LIBRARY_BEFORE) DataVersionServed served) {
        if (BUILT_FROM.contains(served.dataset())) {
            rebuild();
        }
    }

    /*
     * Serialised, and each build reads the views being served when it starts: the last build to run has seen the
     * last view served, whichever thread served it.
     */
    private synchronized void rebuild() {
        SubdivisionOutlineView outlineView = outlines.current();
        AdminNameView admin1 = adminNames.admin1();
        AdminNameView admin2 = adminNames.admin2();
        GazetteerView gazetteer = places.current();
        IsoSubdivisionView codes = isoCodes.current();
        LocalNameView names = localNames.current();
        if (!built.builtFrom(outlineView, admin1, admin2, gazetteer, codes, names)) {
            built = new Built(outlineView, admin1, admin2, gazetteer, codes, names, outlineView.size() == 0
                    ? Admin1Outlines.NONE : Admin1Outlines.of(outlineView, admin1, admin2, gazetteer, codes, names));
        }
    }
}
