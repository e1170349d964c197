package dev.geolookup.timezone;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.timezone.TimezoneLookup;
import dev.geolookup.api.timezone.TimezoneQuery;
import dev.geolookup.boundary.TimezoneBoundaryViewHolder;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;

/** Answers the time at a point (TimezoneQueries) from the time-zone boundaries being served. */
@Stateless
@Local(TimezoneLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class TimezoneLookupBean implements TimezoneLookup {

    @Inject
    private TimezoneBoundaryViewHolder timezoneBoundaries;

    @Override
    public JsonBody at(TimezoneQuery query) {
        return new TimezoneQueries(timezoneBoundaries.current()).at(query);
    }
}
