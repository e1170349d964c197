package dev.geolookup.subdivision;

import dev.geolookup.boundary.SubdivisionOutlineView;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The crosswalk of the outlines to the admin1 codes for the views being served, built once when one of them
 * changes (about a second over the bundled gazetteer) and kept until the next change.
 */
@ApplicationScoped
public class Admin1OutlinesCache {

    private record Built(SubdivisionOutlineView outlines, AdminNameView admin1, AdminNameView admin2,
                         GazetteerView places, Admin1Outlines crosswalk) {

        boolean builtFrom(SubdivisionOutlineView outlines, AdminNameView admin1, AdminNameView admin2,
                          GazetteerView places) {
            return this.outlines == outlines && this.admin1 == admin1 && this.admin2 == admin2
                    && this.places == places;
        }
    }

    private volatile Built built;

    public Admin1Outlines of(SubdivisionOutlineView outlines, AdminNameView admin1, AdminNameView admin2,
                             GazetteerView places) {
        Built current = built;
        if (current != null && current.builtFrom(outlines, admin1, admin2, places)) {
            return current.crosswalk();
        }
        synchronized (this) {
            current = built;
            if (current == null || !current.builtFrom(outlines, admin1, admin2, places)) {
                current = new Built(outlines, admin1, admin2, places,
                        outlines.size() == 0 ? Admin1Outlines.NONE
                                : Admin1Outlines.of(outlines, admin1, admin2, places));
                built = current;
            }
            return current.crosswalk();
        }
    }
}
