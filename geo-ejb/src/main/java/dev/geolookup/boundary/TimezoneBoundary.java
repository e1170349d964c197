package dev.geolookup.boundary;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedNativeQuery;
import jakarta.persistence.Table;

/** An IANA time zone's area on land and in territorial waters; its shape is read as WKB by the named query. */
@Entity
@Table(name = "timezone_boundary")
@NamedNativeQuery(name = TimezoneBoundary.SHAPES,
        query = "SELECT tzid, ST_AsBinary(shape) FROM timezone_boundary ORDER BY id")
public class TimezoneBoundary {

    /** Every boundary as (IANA zone id, WKB), in file order. */
    public static final String SHAPES = "TimezoneBoundary.shapes";

    @Id
    private int id;

    private String tzid;

    protected TimezoneBoundary() {
    }

    public String getTzid() { return tzid; }
}
