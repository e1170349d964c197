package dev.geolookup.subdivision;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** An ISO 3166-2 subdivision code as iso-codes gives it: its country, the code it lies in, its name and type. */
@Entity
@Table(name = "subdivision_code")
@NamedQuery(name = IsoSubdivision.ALL, query = "select s from IsoSubdivision s")
public class IsoSubdivision {

    public static final String ALL = "IsoSubdivision.all";

    @Id
    private String code;

    @Column(name = "country_code")
    private String countryCode;

    @Column(name = "parent_code")
    private String parentCode;

    private String name;

    private String type;

    protected IsoSubdivision() {
    }

    public String getCode() { return code; }

    public String getCountryCode() { return countryCode; }

    public String getParentCode() { return parentCode; }

    public String getName() { return name; }

    public String getType() { return type; }
}
