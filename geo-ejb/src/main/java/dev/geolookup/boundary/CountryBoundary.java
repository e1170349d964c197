package dev.geolookup.boundary;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedNativeQuery;
import jakarta.persistence.Table;

/** A country's or territory's land and territorial waters; its shape is read as WKB by the named query. */
@Entity
@Table(name = "country_boundary")
@NamedNativeQuery(name = CountryBoundary.SHAPES,
        query = "SELECT alpha3_code, ST_AsBinary(shape) FROM country_boundary ORDER BY id")
public class CountryBoundary {

    /** Every boundary as (alpha-3 code, WKB), in file order. */
    public static final String SHAPES = "CountryBoundary.shapes";

    @Id
    private int id;

    @Column(name = "alpha3_code")
    private String alpha3Code;

    protected CountryBoundary() {
    }

    public String getAlpha3Code() { return alpha3Code; }
}
