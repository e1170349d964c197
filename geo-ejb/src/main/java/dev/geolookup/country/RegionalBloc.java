package dev.geolookup.country;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.OrderColumn;
import jakarta.persistence.Table;

import java.util.ArrayList;
import java.util.List;

/** A trade or political bloc (EU, ASEAN, …); the dataset describes each one identically for every member. */
@Entity
@Table(name = "regional_bloc")
public class RegionalBloc {

    @Id
    private String acronym;

    @Column(nullable = false)
    private String name;

    @ElementCollection
    @CollectionTable(name = "regional_bloc_other_acronym", joinColumns = @JoinColumn(name = "acronym"))
    @OrderColumn(name = "position")
    @Column(name = "other_acronym")
    private List<String> otherAcronyms = new ArrayList<>();

    @ElementCollection
    @CollectionTable(name = "regional_bloc_other_name", joinColumns = @JoinColumn(name = "acronym"))
    @OrderColumn(name = "position")
    @Column(name = "other_name")
    private List<String> otherNames = new ArrayList<>();

    protected RegionalBloc() {
    }

    public RegionalBloc(String acronym, String name, List<String> otherAcronyms, List<String> otherNames) {
        this.acronym = acronym;
        this.name = name;
        this.otherAcronyms = new ArrayList<>(otherAcronyms);
        this.otherNames = new ArrayList<>(otherNames);
    }

    public String getAcronym() { return acronym; }
    public String getName() { return name; }
    public List<String> getOtherAcronyms() { return otherAcronyms; }
    public List<String> getOtherNames() { return otherNames; }
}
