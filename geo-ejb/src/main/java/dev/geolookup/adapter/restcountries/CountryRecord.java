package dev.geolookup.adapter.restcountries;

import jakarta.persistence.Column;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/** One record of a REST Countries data file as it was imported: its place in the file, its code, its JSON. */
@MappedSuperclass
public abstract class CountryRecord {

    @Id
    @Column(name = "source_position")
    private int sourcePosition;

    private String code;

    private String record;

    protected CountryRecord() {
    }

    public int getSourcePosition() { return sourcePosition; }
    public String getCode() { return code; }
    public String getRecord() { return record; }
}
