package dev.geolookup.place;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** The names of both levels of divisions being served: what every reader of a division's name takes together. */
@ApplicationScoped
public class AdminNameViews {

    @Inject
    private Admin1NameViewHolder admin1Names;
    @Inject
    private Admin2NameViewHolder admin2Names;

    /** The first-level divisions' names served now. */
    public AdminNameView admin1() {
        return admin1Names.current();
    }

    /** The second-level divisions' names served now. */
    public AdminNameView admin2() {
        return admin2Names.current();
    }
}
