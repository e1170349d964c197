package dev.geolookup.boundary;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedNativeQueries;
import jakarta.persistence.NamedNativeQuery;
import jakarta.persistence.Table;

/** A first-level subdivision as Natural Earth outlines it; the shape is read as WKB, the rest as columns. */
@Entity
@Table(name = "subdivision_outline")
@NamedNativeQueries({
        @NamedNativeQuery(name = SubdivisionOutline.SHAPES,
                query = "SELECT unit_code, ST_AsBinary(shape) FROM subdivision_outline ORDER BY id"),
        @NamedNativeQuery(name = SubdivisionOutline.UNITS,
                query = "SELECT unit_code, iso_code, country_code, geoname_id, name, type_en, latitude, longitude, "
                        + "names FROM subdivision_outline ORDER BY id")
})
public class SubdivisionOutline {

    /** Every outline as (unit code, WKB), in file order. */
    public static final String SHAPES = "SubdivisionOutline.shapes";
    /** Every unit's columns but its shape, in file order. */
    public static final String UNITS = "SubdivisionOutline.units";

    @Id
    private int id;

    @Column(name = "unit_code")
    private String unitCode;

    protected SubdivisionOutline() {
    }

    public String getUnitCode() { return unitCode; }
}
